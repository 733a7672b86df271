import type { PaymentMode } from "@halisaha/data/contract";

/** What the rest of the API knows about taking card payments. Amounts are integer kuruş. */
export interface PaymentProvider {
  /** `stripe`, or `test`: the project's own simulated provider (no external calls). */
  readonly mode: PaymentMode;
  /** What the browser needs to load Stripe.js; null in test mode. */
  readonly publishableKey: string | null;

  /**
   * Creates a payment intent. The same `idempotencyKey` with the same arguments answers the
   * same intent (also from another process), so a retried or concurrent request never makes a
   * second one.
   */
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;

  /** Cancels an intent that has not been paid, so its client secret can no longer pay. */
  cancelIntent(intentId: string, idempotencyKey: string): Promise<void>;

  /** Refunds `amountKurus` of a succeeded intent; the same key answers the same refund. */
  refund(input: RefundInput): Promise<ProviderRefund>;

  /**
   * Checks the signature of a webhook delivery over its raw bytes (and its age), then reads
   * the event. Throws WebhookSignatureError when the header is missing or does not match.
   */
  verifyWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentEvent;
}

export interface CreateIntentInput {
  amountKurus: number;
  /** ISO currency, lower case (`try`). */
  currency: string;
  reservationId: number;
  idempotencyKey: string;
  /** Stored on the intent (Stripe metadata); shown in the provider's dashboard. */
  metadata: Record<string, string>;
  /** Shown on the provider's dashboard and the card statement's details. */
  description?: string;
}

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  /** The provider's status (Stripe: requires_payment_method, succeeded, canceled, …). */
  status: string;
  amountKurus: number;
  currency: string;
}

export const refundReasons = ["reservation_cancelled", "paid_after_cancel"] as const;
export type RefundReason = (typeof refundReasons)[number];

export interface RefundInput {
  intentId: string;
  amountKurus: number;
  idempotencyKey: string;
  reason: RefundReason;
}

export interface ProviderRefund {
  id: string;
  /** Stripe: pending, requires_action, succeeded, failed or canceled. */
  status: string;
  amountKurus: number;
}

/** The payment intent an event is about, as the event carried it. */
export interface EventIntent {
  id: string;
  amountKurus: number;
  /** What was actually collected (Stripe's `amount_received`). */
  amountReceivedKurus: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
}

/** A verified provider event; `intent` is set for `payment_intent.*` events. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  intent: EventIntent | null;
}

/** The signature header is missing, malformed, does not match the body, or is too old. */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/** The provider could not be reached or refused the request; the message never holds a key. */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
  constructor(
    message: string,
    /** The provider's error code, when it gave one (`resource_missing`, …). */
    readonly code?: string,
  ) {
    super(message);
  }
}
