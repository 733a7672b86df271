import { publicConfigSchema } from "@halisaha/data/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelopeOf, ok } from "../../http/envelope";

/** GET /api/config: what the browser may know about optional features (public, no secrets). */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { response: { 200: envelopeOf(publicConfigSchema) } } }, async () =>
    ok({
      googleClientId: app.config.google.clientId ?? null,
      payments: { mode: app.payments.mode, publishableKey: app.payments.publishableKey },
      // The browser half of FCM, only when this server can push.
      push: app.push ? (app.config.push?.web ?? null) : null,
    }),
  );
};
