import type { PaymentsConfig } from "../../config";
import { createSimulatedProvider } from "./simulated";
import { createStripeProvider } from "./stripe";
import type { PaymentProvider } from "./types";

export { signatureHeaderFor, verifySignedEvent, WEBHOOK_TOLERANCE_SECONDS } from "./events";
export {
  createSimulatedProvider,
  isSimulated,
  type SignedDelivery,
  type SimulatedIntent,
  type SimulatedPaymentProvider,
  type SimulatedProviderOptions,
} from "./simulated";
export { createStripeProvider, type StripeProviderOptions } from "./stripe";
export {
  PaymentProviderError,
  refundReasons,
  WebhookSignatureError,
  type CreateIntentInput,
  type EventIntent,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
  type RefundInput,
  type RefundReason,
} from "./types";

export interface PaymentProviderDeps {
  /** The simulated provider's key (derived from JWT_SECRET by the app). */
  testKey: Buffer;
  now: () => Date;
}

/** Stripe when STRIPE_SECRET_KEY is set, else the simulated test provider (no external calls). */
export function createPaymentProvider(
  config: PaymentsConfig,
  { testKey, now }: PaymentProviderDeps,
): PaymentProvider {
  if (config.mode === "test") return createSimulatedProvider({ key: testKey, now });
  return createStripeProvider({
    secretKey: config.secretKey,
    webhookSecret: config.webhookSecret,
    publishableKey: config.publishableKey,
    apiBase: config.apiBase,
    now,
  });
}
