import { httpMessages } from "@halisaha/data/contract";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { fail } from "../http/envelope";
import { isApiUrl } from "./urls";

/**
 * Unknown routes: a page request (GET/HEAD accepting HTML, outside /api) gets the SPA's
 * index.html when the web app is served, so client-side routes survive a reload; anything
 * else, and every unknown /api route, gets the JSON 404 envelope. Rate-limited like /api
 * routes, so scanning for paths costs the scanner.
 */
export const notFound = fp<{ spa: boolean }>(
  async (app, { spa }) => {
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
      if (spa && isPageRequest(request)) {
        return reply.header("cache-control", "no-cache").sendFile("index.html");
      }
      return reply.code(404).send(fail(httpMessages.routeNotFound));
    });
  },
  { name: "not-found", dependencies: ["rate-limiting"] },
);

function isPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !isApiUrl(request.url) &&
    (request.headers.accept ?? "").includes("text/html")
  );
}
