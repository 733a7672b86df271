import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import { httpMessages } from "@halisaha/data/contract";
import fp from "fastify-plugin";
import type { AppConfig } from "../config";
import { fail } from "../http/envelope";
import { cspDirectives } from "./csp";
import { isApiUrl } from "./urls";

/**
 * Browser features no page of the app uses are switched off for it and anything it embeds.
 * `payment` stays allowed: Stripe's card form may use the Payment Request API.
 */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=(), interest-cohort=()";

/**
 * Security headers on every answer, and CORS for the allow-listed origins only. API answers
 * carry tokens and personal data (sessions, reservations, phones), so none is stored by a
 * browser or a proxy: `Cache-Control: no-store` unless a route chose otherwise. An OPTIONS
 * request that is not a CORS preflight (no Origin or Access-Control-Request-Method) gets the
 * 400 envelope, not the CORS plugin's English text.
 */
export const security = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.addHook("onRequest", async (request, reply) => {
      if (
        request.method === "OPTIONS" &&
        isApiUrl(request.url) &&
        (request.headers.origin === undefined ||
          request.headers["access-control-request-method"] === undefined)
      )
        return reply.code(400).header("cache-control", "no-store").send(fail(httpMessages.invalidPreflight));
    });
    app.addHook("onSend", async (request, reply) => {
      reply.header("permissions-policy", PERMISSIONS_POLICY);
      if (isApiUrl(request.url) && !reply.hasHeader("cache-control"))
        reply.header("cache-control", "no-store");
    });
    await app.register(helmet, {
      contentSecurityPolicy: { directives: cspDirectives(config.nodeEnv, config.storage) },
    });
    // Same-origin calls need no CORS; other origins get no Access-Control-* headers unless listed.
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      exposedHeaders: ["Retry-After"],
      maxAge: 600,
    });
  },
  { name: "security" },
);
