import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";
import { isApiUrl } from "./urls";

/**
 * `max` requests per minute per IP on /api (static files are not counted). The counters
 * live in this process's memory: once the API runs as several replicas they move to
 * PostgreSQL or Redis (the plugin's `store`/`redis` option), see docs/architecture.md.
 */
export const rateLimiting = fp<{ max: number }>(
  async (app, { max }) => {
    await app.register(rateLimit, {
      max,
      timeWindow: "1 minute",
      allowList: (request) => !isApiUrl(request.url),
    });
  },
  { name: "rate-limiting" },
);
