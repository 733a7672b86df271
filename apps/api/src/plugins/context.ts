import fp from "fastify-plugin";
import { createGoogleVerifier, type GoogleVerifier } from "../adapters/identity";
import { createSmsSender, type SmsSender } from "../adapters/sms";
import { createTokenService, type TokenService } from "../auth/tokens";
import { systemClock, type Clock } from "../clock";
import type { AppConfig } from "../config";

/** What modules use besides the database; tests replace any of them through `buildApp({ services })`. */
export interface AppServices {
  clock: Clock;
  sms: SmsSender;
  /** null when GOOGLE_CLIENT_ID is unset (Google sign-in off). */
  google: GoogleVerifier | null;
}

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    sms: SmsSender;
    google: GoogleVerifier | null;
    tokens: TokenService;
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
    app.decorate("tokens", createTokenService(config.jwtSecret, clock));
  },
  { name: "app-context" },
);
