import type { RouteOptions } from "fastify";
import type { z } from "zod";
import type { App } from "../../src/app";

/** One route of the API as Fastify registered it, with its zod schemas. */
export interface ApiRoute {
  method: string;
  /** As registered, with `:param` placeholders: `/api/reservations/:id/cancel`. */
  url: string;
  /** `METHOD url` without a trailing slash: the name suites list routes by. */
  key: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
}

/**
 * Every route under /api that `app` registers, found through Fastify's onRoute hook, so a new
 * route shows up in the suites that read this list (fuzz, authorization matrix) without
 * anyone touching them. Call before `app.ready()`; the list fills while the plugins load.
 * HEAD twins of GET routes are left out; a route Fastify registers with and without the
 * trailing slash (`/api/reservations` and `/api/reservations/`) is listed once.
 */
export function collectApiRoutes(app: App): ApiRoute[] {
  const routes: ApiRoute[] = [];
  app.addHook("onRoute", (options: RouteOptions) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method === "HEAD" || !options.url.startsWith("/api")) continue;
      const key = `${method} ${options.url.replace(/(.)\/$/, "$1")}`;
      if (routes.some((route) => route.key === key)) continue;
      const schema = (options.schema ?? {}) as Partial<Record<"body" | "querystring" | "params", z.ZodType>>;
      routes.push({
        method,
        url: options.url,
        key,
        body: schema.body,
        querystring: schema.querystring,
        params: schema.params,
      });
    }
  });
  return routes;
}
