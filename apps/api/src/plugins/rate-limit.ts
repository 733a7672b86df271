import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { preparedPerDb } from "../db/prepared";
import { rateLimits } from "../db/schema";
import { isApiUrl } from "./urls";

/** One hit in this many also deletes windows that ended more than an hour ago. */
const CLEANUP_EVERY = 500;

/**
 * One hit of `key`: a new window of one hit, or one more in the current window, or (the window
 * ended) a new one. Prepared: every request runs it.
 */
const countHit = preparedPerDb((db) => {
  const now = sql`${sql.placeholder("now")}::timestamptz`;
  const ends = sql`${sql.placeholder("ends")}::timestamptz`;
  return db
    .insert(rateLimits)
    .values({ key: sql.placeholder("key"), hits: 1, expiresAt: ends })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.expiresAt} <= ${now} then 1 else ${rateLimits.hits} + 1 end`,
        expiresAt: sql`case when ${rateLimits.expiresAt} <= ${now} then ${ends} else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, expiresAt: rateLimits.expiresAt })
    .prepare("rate_limits_count_hit");
});

/**
 * Counts hits in PostgreSQL (`rate_limits`), so every API process shares one count per key:
 * a fixed window per key, one upsert per request (a hit after the window starts a new one).
 * A route with its own limit (`config.rateLimit`) counts under its own prefix.
 */
function postgresStore(app: FastifyInstance): FastifyRateLimitStoreCtor {
  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "",
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      const windowMs = timeWindow ?? 60_000;
      const now = app.clock.now();
      const ends = new Date(now.getTime() + windowMs);
      countHit(app.db)
        .execute({ key: `${this.prefix}${key}`, now: now.toISOString(), ends: ends.toISOString() })
        .then(
          async ([row]) => {
            if (Math.random() * CLEANUP_EVERY < 1)
              await app.db
                .delete(rateLimits)
                .where(lt(rateLimits.expiresAt, new Date(now.getTime() - 3_600_000)));
            callback(null, {
              current: row?.hits ?? 1,
              ttl: Math.max(0, (row?.expiresAt.getTime() ?? ends.getTime()) - now.getTime()),
            });
          },
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: { method: string | string[]; url?: string; path?: string }): FastifyRateLimitStore {
      const method = Array.isArray(routeOptions.method) ? routeOptions.method.join(",") : routeOptions.method;
      return new PostgresStore(
        undefined,
        `${this.prefix}${method} ${routeOptions.url ?? routeOptions.path ?? ""}:`,
      );
    }
  }
  return PostgresStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * `max` requests per minute per IP on /api (static files are not counted), counted in
 * PostgreSQL so the limit holds across replicas. A count the database cannot take (pool
 * exhausted) lets the request through rather than failing it: the limit is a brake, not a gate.
 */
export const rateLimiting = fp<{ max: number }>(
  async (app, { max }) => {
    await app.register(rateLimit, {
      max,
      timeWindow: "1 minute",
      allowList: (request) => !isApiUrl(request.url),
      store: postgresStore(app),
      skipOnError: true,
    });
  },
  { name: "rate-limiting", dependencies: ["database", "app-context"] },
);
