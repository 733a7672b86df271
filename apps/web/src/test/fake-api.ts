/**
 * The API behind the web tests, on msw (mock service worker, `apiServer` in ./msw-server.ts,
 * started by ./setup.ts): answers `METHOD /path` (below /api) with real envelope JSON, records
 * every request, and answers 404 like the API for anything it was not told about.
 */
import { http, HttpResponse } from "msw";
import { apiServer } from "./msw-server";

export type FakeRequest = {
  method: string;
  /** the path below /api, without the query */
  path: string;
  search: string;
  /** the parsed JSON body, if any */
  body: unknown;
  headers: Record<string, string>;
};

export type FakeReply = { status?: number; body?: unknown; headers?: Record<string, string> };

type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export const ok = (data: unknown, message = "İşlem başarılı.") => ({
  status: 200,
  body: { success: true, message, data },
});

export const fail = (status: number, message: string, errors?: { field: string; message: string }[]) => ({
  status,
  body: { success: false, message, data: errors ? { errors } : null },
});

/** An answer that is not an envelope (a proxy's error page): the client has no message to show. */
export const brokenAnswer = (status = 502): FakeReply => ({ status, body: "<html>Bad Gateway</html>" });

/**
 * An answer sent when the test chooses, to see a screen while its request runs:
 * `api.on(method, path, held.reply)`, then `held.send(reply)`.
 */
export function heldAnswer(): { reply: () => Promise<FakeReply>; send: (reply: FakeReply) => void } {
  let send: (reply: FakeReply) => void = () => undefined;
  const answer = new Promise<FakeReply>((resolve) => (send = resolve));
  return { reply: () => answer, send: (reply) => send(reply) };
}

/** Where the tests' data layer sends its requests. */
export const fakeApiBaseUrl = "http://localhost/api";

export type FakeApi = {
  /** The client's fetch: the global one, which msw answers. */
  fetch: typeof fetch;
  requests: FakeRequest[];
  /** Answer `METHOD /path`; the last registration wins. */
  on(method: string, path: string, reply: FakeReply | Handler): void;
  /** The requests to one `METHOD /path`. */
  calls(method: string, path: string): FakeRequest[];
};

async function bodyOf(request: Request): Promise<unknown> {
  if (!request.headers.get("content-type")?.includes("application/json")) return undefined;
  const text = await request.text();
  return text === "" ? undefined : (JSON.parse(text) as unknown);
}

/** A fresh set of routes and requests, answering for the rest of the test. */
export function fakeApi(): FakeApi {
  const routes = new Map<string, Handler>();
  const requests: FakeRequest[] = [];

  apiServer.use(
    http.all(`${fakeApiBaseUrl}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const recorded: FakeRequest = {
        method: request.method,
        path: url.pathname.replace(/^\/api/, ""),
        search: url.search,
        body: await bodyOf(request),
        headers: Object.fromEntries(request.headers.entries()),
      };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${recorded.path}`);
      const reply: FakeReply = handler ? await handler(recorded) : fail(404, "Aradığınız kayıt bulunamadı.");
      const text =
        reply.body === undefined
          ? null
          : typeof reply.body === "string"
            ? reply.body
            : JSON.stringify(reply.body);
      return new HttpResponse(text, {
        status: reply.status ?? 200,
        headers: { "content-type": "application/json; charset=utf-8", ...reply.headers },
      });
    }),
  );

  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    requests,
    on(method, path, reply) {
      routes.set(`${method.toUpperCase()} ${path}`, typeof reply === "function" ? reply : () => reply);
    },
    calls(method, path) {
      return requests.filter((r) => r.method === method.toUpperCase() && r.path === path);
    },
  };
}
