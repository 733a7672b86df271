import { createHmac, randomBytes } from "node:crypto";
import { testCards } from "@halisaha/data/contract";
import { signatureHeaderFor, verifySignedEvent } from "./events";
import { PaymentProviderError, type PaymentProvider } from "./types";

export interface SimulatedProviderOptions {
  /**
   * Derives the intent ids, client secrets and the webhook signing secret. Keep it stable (the
   * app derives it from JWT_SECRET) and intents created before a restart, or by another
   * process, stay valid.
   */
  key: Buffer;
  /** The app's clock: event timestamps and the signature age check. */
  now?: () => Date;
}

/** The intent a card is confirmed against, as the payments table holds it. */
export interface SimulatedIntent {
  id: string;
  amountKurus: number;
  currency: string;
  metadata: Record<string, string>;
}

/** A signed event, as a webhook delivery would carry it. */
export interface SignedDelivery {
  rawBody: string;
  signatureHeader: string;
  outcome: "succeeded" | "declined";
}

/** Test mode's provider: Stripe's shapes and signatures, no external calls. */
export interface SimulatedPaymentProvider extends PaymentProvider {
  readonly mode: "test";
  /** The secret its events are signed with (whsec_…), for tests that post their own events. */
  readonly webhookSecret: string;
  /**
   * Confirms `intent` with a card, as Stripe.js does in the browser: the declined test card
   * (4000 0000 0000 0002) fails, any other succeeds. Answers the signed event Stripe would
   * deliver (`payment_intent.succeeded`, or `payment_intent.payment_failed`), for the webhook
   * handler. A success has one event id per intent, so confirming twice is a replay.
   */
  confirmWithCard(intent: SimulatedIntent, cardNumber: string): SignedDelivery;
}

export function isSimulated(provider: PaymentProvider): provider is SimulatedPaymentProvider {
  return provider.mode === "test" && "confirmWithCard" in provider;
}

/**
 * Stateless: ids are HMACs of the idempotency key, so the same key answers the same intent in
 * any process and after a restart; the payments table keeps everything else.
 */
export function createSimulatedProvider({
  key,
  now = () => new Date(),
}: SimulatedProviderOptions): SimulatedPaymentProvider {
  const derive = (purpose: string, value: string, length = 24) =>
    createHmac("sha256", key).update(`${purpose}\0${value}`).digest("hex").slice(0, length);
  const webhookSecret = `whsec_${derive("webhook-secret", "test-mode", 48)}`;
  const seconds = () => Math.floor(now().getTime() / 1000);

  function signed(
    type: string,
    intent: Record<string, unknown>,
    eventId: string,
  ): { rawBody: string; signatureHeader: string } {
    const created = seconds();
    const rawBody = JSON.stringify({
      id: eventId,
      object: "event",
      api_version: null,
      created,
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object: { object: "payment_intent", livemode: false, ...intent } },
    });
    return { rawBody, signatureHeader: signatureHeaderFor(rawBody, webhookSecret, created) };
  }

  return {
    mode: "test",
    publishableKey: null,
    webhookSecret,

    async createIntent({ amountKurus, currency, idempotencyKey }) {
      if (!Number.isInteger(amountKurus) || amountKurus <= 0)
        throw new PaymentProviderError(
          `test provider: amount must be a positive number of kuruş, got ${amountKurus}`,
        );
      const id = `pi_test_${derive("intent", idempotencyKey)}`;
      return {
        id,
        clientSecret: `${id}_secret_${derive("client-secret", id)}`,
        status: "requires_payment_method",
        amountKurus,
        currency,
      };
    },

    async cancelIntent() {
      // Nothing is held here: the payments row records the cancellation.
    },

    async refund({ intentId, amountKurus, idempotencyKey }) {
      if (!Number.isInteger(amountKurus) || amountKurus <= 0)
        throw new PaymentProviderError(`test provider: refund of ${amountKurus} kuruş for ${intentId}`);
      return { id: `re_test_${derive("refund", idempotencyKey)}`, status: "succeeded", amountKurus };
    },

    verifyWebhook(rawBody, signatureHeader) {
      return verifySignedEvent(rawBody, signatureHeader, webhookSecret, now);
    },

    confirmWithCard(intent, cardNumber) {
      const base = {
        id: intent.id,
        amount: intent.amountKurus,
        currency: intent.currency,
        metadata: intent.metadata,
      };
      if (cardNumber.replace(/\D/g, "") === testCards.declined) {
        const delivery = signed(
          "payment_intent.payment_failed",
          {
            ...base,
            amount_received: 0,
            status: "requires_payment_method",
            last_payment_error: {
              type: "card_error",
              code: "card_declined",
              decline_code: "generic_decline",
            },
          },
          `evt_test_${randomBytes(12).toString("hex")}`,
        );
        return { ...delivery, outcome: "declined" };
      }
      const delivery = signed(
        "payment_intent.succeeded",
        { ...base, amount_received: intent.amountKurus, status: "succeeded" },
        `evt_test_${derive("succeeded", intent.id)}`,
      );
      return { ...delivery, outcome: "succeeded" };
    },
  };
}
