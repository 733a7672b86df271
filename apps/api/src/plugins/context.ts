import fp from "fastify-plugin";
import { createGoogleVerifier, type GoogleVerifier } from "../adapters/identity";
import { createPaymentProvider, type PaymentProvider } from "../adapters/payments";
import { createPushSender, type PushSender } from "../adapters/push";
import { createSmsSender, type SmsSender } from "../adapters/sms";
import { createFileStorage, type FileStorage } from "../adapters/storage";
import { createTokenService, deriveKey, type TokenService } from "../auth/tokens";
import { systemClock, type Clock } from "../clock";
import type { AppConfig } from "../config";

/** What modules use besides the database; tests replace any of them through `buildApp({ services })`. */
export interface AppServices {
  clock: Clock;
  sms: SmsSender;
  /** null when GOOGLE_CLIENT_ID is unset (Google sign-in off). */
  google: GoogleVerifier | null;
  /** Stripe, or the simulated test provider when STRIPE_SECRET_KEY is unset. */
  payments: PaymentProvider;
  /** Uploaded images: DATA_DIR/uploads, or the S3 bucket when S3_* is set. */
  storage: FileStorage;
  /** Firebase Cloud Messaging when FIREBASE_* is set; null: nothing is pushed. */
  push: PushSender | null;
}

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    sms: SmsSender;
    google: GoogleVerifier | null;
    payments: PaymentProvider;
    tokens: TokenService;
    storage: FileStorage;
    push: PushSender | null;
  }
}

export const appContext = fp<{ config: AppConfig; services: Partial<AppServices> }>(
  async (app, { config, services }) => {
    const clock = services.clock ?? systemClock;
    const { clientId, jwksUrl, issuer } = config.google;
    const google =
      services.google !== undefined
        ? services.google
        : clientId === undefined
          ? null
          : createGoogleVerifier({ clientId, jwksUrl, issuer, now: () => clock.now() });

    app.decorate("config", config);
    app.decorate("clock", clock);
    app.decorate("sms", services.sms ?? createSmsSender(config.sms, app.log));
    app.decorate("google", google);
    // A secret kept in the database is fetched by the entry point (config/shared-secret.ts)
    // before the app is built; an empty key would sign tokens anyone can forge.
    if (config.jwtSecret === "") throw new Error("config.jwtSecret is empty: call withJwtSecret first");
    app.decorate("tokens", createTokenService(config.jwtSecret, clock));
    app.decorate("storage", services.storage ?? createFileStorage(config.storage));

    const payments =
      services.payments ??
      createPaymentProvider(config.payments, {
        testKey: deriveKey(config.jwtSecret, "test-payments"),
        now: () => clock.now(),
      });
    app.decorate("payments", payments);
    const push = services.push !== undefined ? services.push : createPushSender(config.push);
    app.decorate("push", push);
    if (push) app.addHook("onClose", () => push.close());
    if (payments.mode === "test" && config.nodeEnv === "production")
      app.log.warn("payments run in TEST MODE (PAYMENTS_MODE=test): no real money is collected");
    if (config.payments.mode === "stripe" && config.payments.webhookSecret === undefined)
      app.log.warn("STRIPE_WEBHOOK_SECRET is unset: Stripe webhooks are refused and no payment is confirmed");
  },
  { name: "app-context" },
);
