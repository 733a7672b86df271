import type { FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { serviceUnavailable } from "../http/errors";

/** Seconds a client is told to wait before trying again while this process shuts down. */
const RETRY_AFTER_SECONDS = 5;

/**
 * While the server shuts down (SIGTERM → app.close()), a request that still arrives on an
 * open keep-alive connection gets the 503 envelope with the Turkish text, `Retry-After` and
 * `Connection: close`, before any other hook runs; requests already running finish normally.
 * Fastify's own answer (`return503OnClosing`, switched off in app.ts) is an English JSON body
 * outside the envelope.
 */
export const draining = fp(
  async (app) => {
    let closing = false;
    app.addHook("preClose", async () => {
      closing = true;
    });
    app.addHook("onRequest", async (_request, reply: FastifyReply) => {
      if (!closing) return;
      reply.header("connection", "close").header("retry-after", String(RETRY_AFTER_SECONDS));
      throw serviceUnavailable();
    });
  },
  { name: "draining" },
);
