import {
  createPaymentIntentBodySchema,
  paymentIntentDataSchema,
  paymentMessages,
  testPaymentConfirmBodySchema,
  testPaymentConfirmDataSchema,
} from "@halisaha/data/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isSimulated } from "../../adapters/payments";
import { currentUser, requireAuth } from "../../auth/guards";
import { envelopeOf, ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { createPaymentsService } from "./service";

/** Stripe events are small; this leaves room for large metadata without inviting abuse. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * /api/stripe: the payment intent of a reservation, the provider's webhook, and (test mode
 * only) the simulated card confirmation. See README.md beside this file.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = createPaymentsService({
    db: app.db,
    clock: app.clock,
    log: app.log,
    jobs: app.jobs,
    payments: app.payments,
  });

  app.post(
    "/create-payment-intent",
    {
      onRequest: requireAuth,
      schema: { body: createPaymentIntentBodySchema, response: { 200: envelopeOf(paymentIntentDataSchema) } },
    },
    async (request) =>
      ok(
        await payments.createIntent(currentUser(request), request.body.reservationId),
        paymentMessages.intentCreated,
      ),
  );

  app.post(
    "/test-mode/confirm",
    {
      onRequest: [testModeOnly, requireAuth],
      schema: {
        body: testPaymentConfirmBodySchema,
        response: { 200: envelopeOf(testPaymentConfirmDataSchema) },
      },
    },
    async (request) =>
      ok(await payments.confirmTestPayment(currentUser(request), request.body), paymentMessages.succeeded),
  );

  // The signature covers the exact bytes Stripe sent: this route alone keeps the body as a
  // Buffer (whatever the content type), so nothing is parsed before it is verified.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      "/webhook",
      {
        // Deliveries come in bursts from a few provider addresses; the signature guards the route.
        config: { rateLimit: false },
        schema: { response: { 200: envelopeOf(z.object({ received: z.literal(true) })) } },
      },
      async (request) => {
        await payments.handleDelivery(request.body, signatureOf(request));
        return ok({ received: true as const });
      },
    );
  });
};

/** onRequest: 404 unless payments run on the simulated provider (checked before sign-in). */
async function testModeOnly(request: FastifyRequest): Promise<void> {
  if (!isSimulated(request.server.payments)) throw notFound(paymentMessages.testModeOnly);
}

function signatureOf(request: FastifyRequest): string | undefined {
  const header = request.headers["stripe-signature"];
  return Array.isArray(header) ? header[0] : header;
}
