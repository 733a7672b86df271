/**
 * The one fake API of the data layer's tests and the web app's, on msw (mock service worker):
 * requests below `baseUrl`, by fetch or XMLHttpRequest, are answered by the routes a test
 * registers (`METHOD /path`, the path below the base URL), recorded, and anything not
 * registered answers 404 with the API's envelope. It has no test-runner hooks: each package
 * wraps it with its own setup (data: `setUpTestApi` in ./test-api.ts, one server per file;
 * web: `fakeApi` in apps/web/src/test/fake-api.ts, the app's one server). Exported as
 * `@halisaha/data/testing`.
 */
import { http, HttpResponse } from "msw";
import { setupServer, type SetupServer } from "msw/node";

export type FakeRequest = {
  method: string;
  /** the path below the base URL, without the query (`/facilities`) */
  path: string;
  /** the query with its `?`, or "" */
  search: string;
  /** path and query, as sent (`/api/facilities?limit=10`) */
  url: string;
  /** header names in lower case */
  headers: Record<string, string>;
  /** the body as sent ("" for none) */
  text: string;
  /** the body parsed, when it was sent as JSON */
  body: unknown;
};

/** An answer: a status and a body (an object is sent as JSON, a string as HTML). */
export type FakeReply = { status?: number; body?: unknown; headers?: Record<string, string> };

/** A reply that is no answer at all: the connection fails (the client sees a TypeError). */
export const networkFailure = "network-failure" as const;

type Answer = FakeReply | typeof networkFailure;
type Handler = (request: FakeRequest) => Answer | Promise<Answer>;

/** The API's success envelope. */
export const ok = (data: unknown, message = "İşlem başarılı.") => ({
  status: 200,
  body: { success: true, message, data },
});

/** The API's refusal envelope, with field errors if given. */
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
export function heldAnswer(): { reply: () => Promise<Answer>; send: (reply: Answer) => void } {
  let send: (reply: Answer) => void = () => undefined;
  const answer = new Promise<Answer>((resolve) => (send = resolve));
  return { reply: () => answer, send: (reply) => send(reply) };
}

export type FakeApi = {
  /** where the client sends its requests (`http://api.test/api`) */
  baseUrl: string;
  /** the base URL's origin */
  origin: string;
  /** the msw server that answers: the one passed in, or the fake's own (not yet listening) */
  server: SetupServer;
  /** The client's fetch: the global one, which msw answers. */
  fetch: typeof fetch;
  /** every request, in order */
  requests: FakeRequest[];
  /** Answer `METHOD /path`; the last registration wins. */
  on(method: string, path: string, reply: Answer | Handler): void;
  /** The requests to one `METHOD /path`. */
  calls(method: string, path: string): FakeRequest[];
  /** Forgets the routes and the recorded requests. */
  reset(): void;
};

const notFound = fail(404, "Aradığınız kayıt bulunamadı.");

async function record(request: Request, basePath: string): Promise<FakeRequest> {
  const url = new URL(request.url);
  const text = await request.text();
  const isJson = request.headers.get("content-type")?.includes("application/json") ?? false;
  return {
    method: request.method,
    path: url.pathname.slice(basePath.length),
    search: url.search,
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers.entries()),
    text,
    body: isJson && text !== "" ? (JSON.parse(text) as unknown) : undefined,
  };
}

function respond(reply: Answer): Response {
  if (reply === networkFailure) return HttpResponse.error();
  const status = reply.status ?? 200;
  if (reply.body === undefined) return new HttpResponse(null, { status, headers: reply.headers });
  const isText = typeof reply.body === "string";
  return new HttpResponse(isText ? (reply.body as string) : JSON.stringify(reply.body), {
    status,
    headers: {
      "Content-Type": isText ? "text/html; charset=utf-8" : "application/json; charset=utf-8",
      ...reply.headers,
    },
  });
}

/**
 * A fake API at `baseUrl`. Given a `server`, its routes join that server's handlers (gone with
 * its next `resetHandlers()`); without one it makes its own, for the caller to `listen()`.
 */
export function createFakeApi({ baseUrl, server }: { baseUrl: string; server?: SetupServer }): FakeApi {
  const routes = new Map<string, Handler>();
  const requests: FakeRequest[] = [];
  const { origin, pathname: basePath } = new URL(baseUrl);

  const handler = http.all(`${baseUrl}/*`, async ({ request }) => {
    const recorded = await record(request, basePath);
    requests.push(recorded);
    const route = routes.get(`${recorded.method} ${recorded.path}`);
    return respond(route ? await route(recorded) : notFound);
  });
  if (server) server.use(handler);

  return {
    baseUrl,
    origin,
    server: server ?? setupServer(handler),
    fetch: (input, init) => globalThis.fetch(input, init),
    requests,
    on(method, path, reply) {
      routes.set(`${method.toUpperCase()} ${path}`, typeof reply === "function" ? reply : () => reply);
    },
    calls(method, path) {
      return requests.filter((r) => r.method === method.toUpperCase() && r.path === path);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
  };
}
