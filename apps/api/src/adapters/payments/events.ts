import Stripe from "stripe";
import { WebhookSignatureError, type EventIntent, type PaymentEvent } from "./types";

/** How old a signed delivery may be (Stripe's default); older ones are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies a Stripe-style `Stripe-Signature` header (`t=<unix>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`) with the Stripe SDK's own check (offline: no call to Stripe), then reads
 * the event. Both providers use it: Stripe's deliveries and the simulated provider's own.
 */
export function verifySignedEvent(
  rawBody: Buffer | string,
  signatureHeader: string | undefined,
  secret: string,
  now: () => Date,
): PaymentEvent {
  if (signatureHeader === undefined || signatureHeader.trim() === "")
    throw new WebhookSignatureError("no Stripe-Signature header");
  let event: { id?: unknown; type?: unknown; created?: unknown; data?: { object?: unknown } };
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      now().getTime(),
    ) as typeof event;
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
  }
  if (typeof event.id !== "string" || typeof event.type !== "string")
    throw new WebhookSignatureError("the signed body is not an event");
  return {
    id: event.id,
    type: event.type,
    created: typeof event.created === "number" ? event.created : 0,
    intent: event.type.startsWith("payment_intent.") ? readIntent(event.data?.object) : null,
  };
}

/** The Stripe-Signature header for `payload` (what Stripe sends, and what the simulator signs with). */
export function signatureHeaderFor(payload: string, secret: string, timestampSeconds: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
}

function readIntent(value: unknown): EventIntent | null {
  if (typeof value !== "object" || value === null) return null;
  const intent = value as Record<string, unknown>;
  if (typeof intent.id !== "string") return null;
  const metadata =
    typeof intent.metadata === "object" && intent.metadata !== null
      ? Object.fromEntries(
          Object.entries(intent.metadata).filter(
            (entry): entry is [string, string] => typeof entry[1] === "string",
          ),
        )
      : {};
  return {
    id: intent.id,
    amountKurus: integer(intent.amount),
    amountReceivedKurus: integer(intent.amount_received),
    currency: typeof intent.currency === "string" ? intent.currency.toLowerCase() : "",
    status: typeof intent.status === "string" ? intent.status : "",
    metadata,
  };
}

function integer(value: unknown): number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : 0;
}
