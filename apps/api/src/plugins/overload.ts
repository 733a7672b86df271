import underPressure from "@fastify/under-pressure";
import fp from "fastify-plugin";
import { overloaded } from "../http/errors";

/** Seconds an overloaded process asks clients to wait. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;

/**
 * Under overload the API says so: once the event loop lags more than `maxEventLoopDelayMs`
 * (sampled every `sampleIntervalMs`), new requests get the Turkish 503 envelope with
 * Retry-After at once instead of queueing behind the backlog. The other half is the pool: a
 * query that waits longer than DATABASE_POOL_WAIT_MS for a connection is the same 503 (the
 * error handler maps it), never a 500.
 */
export const overload = fp<{ maxEventLoopDelayMs: number; sampleIntervalMs?: number }>(
  async (app, { maxEventLoopDelayMs, sampleIntervalMs = 500 }) => {
    if (maxEventLoopDelayMs <= 0) return;
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      sampleInterval: sampleIntervalMs,
      pressureHandler: async () => {
        throw overloaded(OVERLOAD_RETRY_AFTER_SECONDS);
      },
    });
  },
  { name: "overload", dependencies: ["error-handler"] },
);
