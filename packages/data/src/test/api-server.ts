/**
 * A real HTTP server on a free local port for the client and session tests. Routes answer
 * with a status and a body (an object is sent as JSON, a string as is); every request is
 * recorded with its headers and body.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  /** path and query, as received */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
};

export type Reply = {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
};

type Handler = (req: RecordedRequest) => Reply;

export type TestApiServer = {
  /** e.g. http://127.0.0.1:40123/api */
  baseUrl: string;
  /** the server's origin, without /api */
  origin: string;
  requests: RecordedRequest[];
  /** Answer `METHOD /path` (path without query, below /api). The last registration wins. */
  on(method: string, path: string, reply: Reply | Handler): void;
  reset(): void;
  close(): Promise<void>;
};

export async function startTestApiServer(): Promise<TestApiServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      const path = (req.url ?? "").split("?")[0]?.replace(/^\/api/, "") ?? "";
      const handler = routes.get(`${recorded.method} ${path}`);
      const reply: Reply = handler
        ? handler(recorded)
        : { status: 404, body: { success: false, message: "Aradığınız kayıt bulunamadı.", data: null } };
      const status = reply.status ?? 200;
      if (reply.body === undefined) {
        res.writeHead(status, reply.headers).end();
        return;
      }
      const isText = typeof reply.body === "string";
      res
        .writeHead(status, {
          "Content-Type": isText ? "text/html; charset=utf-8" : "application/json; charset=utf-8",
          ...reply.headers,
        })
        .end(isText ? (reply.body as string) : JSON.stringify(reply.body));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    baseUrl: `${origin}/api`,
    origin,
    requests,
    on(method, path, reply) {
      routes.set(`${method.toUpperCase()} ${path}`, typeof reply === "function" ? reply : () => reply);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}

/** A free port nobody listens on (for the network-failure case). */
export async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
