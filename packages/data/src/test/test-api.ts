/**
 * The API of the data layer's tests, on msw (mock service worker): requests to
 * `http://api.test/api/…`, by fetch or XMLHttpRequest, are answered by the routes a test
 * registers, recorded with their headers and body, and anything not registered answers 404
 * like the API. Each file gets one msw server; before each test the routes and requests are
 * emptied, storage is cleared, the session reloaded (a guest) and the client pointed at the
 * fake API.
 */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { configureApi, resetApiConfig, type ApiConfig } from "../client/config";
import { reloadSessionFromStorage } from "../session/store";

export type RecordedRequest = {
  method: string;
  /** path and query, as sent (`/api/facilities?limit=10`) */
  url: string;
  /** header names in lower case */
  headers: Record<string, string>;
  body: string;
};

/** An answer: a status and a body (an object is sent as JSON, a string as HTML). */
export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

/** A reply that is no answer at all: the connection fails (the client sees a TypeError). */
export const networkFailure = "network-failure" as const;

type Handler = (request: RecordedRequest) => Reply | typeof networkFailure;

export type TestApi = {
  /** http://api.test/api */
  baseUrl: string;
  /** the fake API's origin, without /api */
  origin: string;
  requests: RecordedRequest[];
  /** Answer `METHOD /path` (path without query, below /api). The last registration wins. */
  on(method: string, path: string, reply: Reply | typeof networkFailure | Handler): void;
  /** Forgets the routes and the recorded requests. */
  reset(): void;
};

const origin = "http://api.test";
const baseUrl = `${origin}/api`;
const notFound: Reply = { status: 404, body: { success: false, message: "Aradığınız kayıt bulunamadı.", data: null } };

function respond(reply: Reply | typeof networkFailure): Response {
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
 * Registers the file's beforeAll/beforeEach/afterAll hooks and returns the fake API.
 * `config` is passed to `configureApi` along with the fake API's base URL.
 */
export function setUpTestApi(config: Omit<Partial<ApiConfig>, "baseUrl"> = {}): TestApi {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server = setupServer(
    http.all(`${baseUrl}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const recorded: RecordedRequest = {
        method: request.method,
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers.entries()),
        body: await request.text(),
      };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${url.pathname.replace(/^\/api/, "")}`);
      return respond(handler ? handler(recorded) : notFound);
    }),
  );

  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());
  beforeEach(() => {
    routes.clear();
    requests.length = 0;
    localStorage.clear();
    reloadSessionFromStorage();
    resetApiConfig();
    configureApi({ ...config, baseUrl });
  });

  return {
    baseUrl,
    origin,
    requests,
    on(method, path, reply) {
      routes.set(`${method.toUpperCase()} ${path}`, typeof reply === "function" ? reply : () => reply);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
  };
}
