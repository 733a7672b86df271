import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { httpMessages } from "@halisaha/data/contract";
import { envelopeOf, fail, ok } from "../../http";

const healthSchema = z.object({
  status: z.enum(["ok", "error"]),
  database: z.enum(["ok", "error"]),
});

/**
 * GET /api/health: the process answers and the database runs a query. 503 when the query
 * fails, and (data null) while the process shuts down (plugins/draining.ts), so a load
 * balancer stops sending traffic here.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    { schema: { response: { 200: envelopeOf(healthSchema), 503: envelopeOf(healthSchema.nullable()) } } },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, "health check: database query failed");
        return reply
          .code(503)
          .send(fail(httpMessages.serviceUnavailable, { status: "error", database: "error" }));
      }
      return ok({ status: "ok", database: "ok" });
    },
  );
};
