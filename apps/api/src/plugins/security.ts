import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import fp from "fastify-plugin";
import type { AppConfig } from "../config";
import { cspDirectives } from "./csp";

/** Security headers on every answer, and CORS for the allow-listed origins only. */
export const security = fp<{ config: AppConfig }>(
  async (app, { config }) => {
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
