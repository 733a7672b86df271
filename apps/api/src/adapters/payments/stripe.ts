import Stripe from "stripe";
import { verifySignedEvent } from "./events";
import { PaymentProviderError, WebhookSignatureError, type PaymentProvider } from "./types";

export interface StripeProviderOptions {
  /** STRIPE_SECRET_KEY (sk_… or a restricted rk_… key with PaymentIntents and Refunds write). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET; without it every webhook delivery is refused. */
  webhookSecret: string | undefined;
  publishableKey: string | undefined;
  /** STRIPE_API_BASE: another host for the API (a local fake in tests); unset = api.stripe.com. */
  apiBase?: string | undefined;
  /** The time webhook signatures are checked against (the app's clock). */
  now?: () => Date;
  /**
   * Retries of a failed network call (with Stripe's backoff; every write carries an
   * idempotency key, so a retry never doubles it). @default 2
   */
  maxNetworkRetries?: number;
  /** @default 20_000 */
  timeoutMs?: number;
}

/** The real Stripe API through the official SDK. */
export function createStripeProvider({
  secretKey,
  webhookSecret,
  publishableKey,
  apiBase,
  now = () => new Date(),
  maxNetworkRetries = 2,
  timeoutMs = 20_000,
}: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries,
    timeout: timeoutMs,
    telemetry: false,
    appInfo: { name: "halisaha" },
    ...hostOptions(apiBase),
  });

  return {
    mode: "stripe",
    publishableKey: publishableKey ?? null,

    async createIntent({ amountKurus, currency, reservationId, idempotencyKey, metadata, description }) {
      const intent = await call("create a payment intent", () =>
        stripe.paymentIntents.create(
          {
            amount: amountKurus,
            currency,
            automatic_payment_methods: { enabled: true },
            description,
            metadata: { ...metadata, reservationId: String(reservationId) },
          },
          { idempotencyKey },
        ),
      );
      if (!intent.client_secret)
        throw new PaymentProviderError("Stripe answered an intent without a client secret");
      return {
        id: intent.id,
        clientSecret: intent.client_secret,
        status: intent.status,
        amountKurus: intent.amount,
        currency: intent.currency,
      };
    },

    async cancelIntent(intentId, idempotencyKey) {
      try {
        await stripe.paymentIntents.cancel(
          intentId,
          { cancellation_reason: "abandoned" },
          { idempotencyKey },
        );
      } catch (error) {
        // Already cancelled is what we wanted.
        if (error instanceof Stripe.errors.StripeError && error.payment_intent?.status === "canceled") return;
        throw providerError("cancel a payment intent", error);
      }
    },

    async refund({ intentId, amountKurus, idempotencyKey, reason }) {
      const refund = await call("refund a payment", () =>
        stripe.refunds.create(
          {
            payment_intent: intentId,
            amount: amountKurus,
            reason: "requested_by_customer",
            metadata: { reason },
          },
          { idempotencyKey },
        ),
      );
      return { id: refund.id, status: refund.status ?? "pending", amountKurus: refund.amount };
    },

    verifyWebhook(rawBody, signatureHeader) {
      if (webhookSecret === undefined)
        throw new WebhookSignatureError(
          "STRIPE_WEBHOOK_SECRET is not set; webhook deliveries cannot be verified",
        );
      return verifySignedEvent(rawBody, signatureHeader, webhookSecret, now);
    },
  };
}

/** `https://api.stripe.com` is the SDK's default; STRIPE_API_BASE splits into host, port and protocol. */
function hostOptions(apiBase: string | undefined): {
  host?: string;
  port?: number;
  protocol?: "http" | "https";
} {
  if (apiBase === undefined) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    host: url.hostname,
    port: url.port === "" ? (protocol === "http" ? 80 : 443) : Number(url.port),
    protocol,
  };
}

async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw providerError(what, error);
  }
}

/** Stripe's message and code, never the key (the SDK does not put it in messages). */
function providerError(what: string, error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError)
    return new PaymentProviderError(
      `Stripe could not ${what}: ${error.type}${error.statusCode ? ` (HTTP ${error.statusCode})` : ""}: ${error.message}`,
      error.code,
    );
  return new PaymentProviderError(
    `Stripe could not ${what}: ${error instanceof Error ? error.message : String(error)}`,
  );
}
