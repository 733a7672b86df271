/**
 * A stand-in for the API behind `configureApi({ fetch })`: answers `METHOD /path` (below
 * /api) with real envelope JSON, records every request, and answers 404 like the API for
 * anything it was not told about.
 */
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

export type FakeApi = {
  fetch: typeof fetch;
  requests: FakeRequest[];
  /** Answer `METHOD /path`; the last registration wins. */
  on(method: string, path: string, reply: FakeReply | Handler): void;
  /** The requests to one `METHOD /path`. */
  calls(method: string, path: string): FakeRequest[];
};

export function fakeApi(): FakeApi {
  const routes = new Map<string, Handler>();
  const requests: FakeRequest[] = [];

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const request: FakeRequest = {
      method,
      path: url.pathname.replace(/^\/api/, ""),
      search: url.search,
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      headers,
    };
    requests.push(request);
    const handler = routes.get(`${method} ${request.path}`);
    const reply: FakeReply = handler ? await handler(request) : fail(404, "Aradığınız kayıt bulunamadı.");
    const text = reply.body === undefined ? null : typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { "content-type": "application/json; charset=utf-8", ...reply.headers },
    });
  };

  return {
    fetch: fetchFn as typeof fetch,
    requests,
    on(method, path, reply) {
      routes.set(`${method.toUpperCase()} ${path}`, typeof reply === "function" ? reply : () => reply);
    },
    calls(method, path) {
      return requests.filter((r) => r.method === method.toUpperCase() && r.path === path);
    },
  };
}
