import type { IncomingMessage, ServerResponse } from "node:http";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import type { Db } from "./db";
import { serializerCompiler } from "./http/serializer";
import { validatorCompiler } from "./http/validator";
import { jobKinds } from "./modules/job-kinds";
import { jobsPlugin } from "./jobs/plugin";
import { createLogger } from "./logger";
import { apiModules, type ApiModule } from "./modules";
import { authentication } from "./auth/plugin";
import { compression } from "./plugins/compression";
import { appContext, type AppServices } from "./plugins/context";
import { database } from "./plugins/database";
import { draining } from "./plugins/draining";
import { errorHandler } from "./plugins/error-handler";
import { clientErrorHandler, frameworkErrors } from "./plugins/framework-errors";
import { shippedImages } from "./plugins/images";
import { jsonBodies } from "./plugins/json-body";
import { notFound } from "./plugins/not-found";
import { overload } from "./plugins/overload";
import { rateLimiting } from "./plugins/rate-limit";
import { security } from "./plugins/security";
import { localUploads } from "./plugins/uploads";
import { API_PREFIX } from "./plugins/urls";
import { usableWebDist, webApp } from "./plugins/web";
import { pagesPlugin } from "./pages/plugin";
import { apiDocs } from "./plugins/api-docs";

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** Defaults to a pino logger at `config.logLevel`. */
  logger?: FastifyBaseLogger;
  /** Defaults to every module of the product; tests may add probe routes. */
  modules?: readonly ApiModule[];
  /** Defaults built from `config` (system clock, SMS_PROVIDER, Google from GOOGLE_*); tests inject their own. */
  services?: Partial<AppServices>;
}

/** JSON request bodies; multipart uploads set their own limits. */
export const JSON_BODY_LIMIT = 100 * 1024;

/** Builds the whole HTTP app (plugins, then route modules) without listening. */
export function buildApp({ config, db, logger, modules = apiModules, services = {} }: BuildAppOptions): App {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    // Fastify's default is no limit: a body that stops arriving (an upload that never closes)
    // would hold its connection forever. Node answers 408 (clientErrorHandler) once it is over,
    // checking running requests a few times per timeout. Node reads the limit when the server
    // is created (setting it afterwards, as Fastify does, alone has no effect), hence `http`.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    // plugins/draining.ts answers during shutdown, in the envelope.
    return503OnClosing: false,
    // Fastify's and Node's own early answers (bad URL, long parameter, huge headers), in the envelope.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // Route schemas are the contract's zod schemas: parsed values (unknown keys dropped) reach
  // handlers; text with control characters never does.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON; a text/plain body is answered with 415 instead of reaching a handler.
  app.removeContentTypeParser("text/plain");
  jsonBodies(app, JSON_BODY_LIMIT);

  app.register(draining);
  app.register(database, { db });
  app.register(appContext, { config, services });
  app.register(jobsPlugin, { kinds: jobKinds, ...config.jobs });
  app.register(authentication);
  app.register(errorHandler);
  app.register(overload, { maxEventLoopDelayMs: config.overloadEventLoopDelayMs });
  app.register(security, { config });
  app.register(rateLimiting, { max: config.rateLimitMax });
  app.register(compression);
  if (config.apiDocs) app.register(apiDocs);

  app.register(
    async (api) => {
      for (const { prefix, routes } of modules) await api.register(routes, { prefix });
    },
    { prefix: API_PREFIX },
  );

  app.register(shippedImages);
  if (config.storage.kind === "local") app.register(localUploads, { root: config.storage.dir });
  const webDist = usableWebDist(config.webDist);
  if (webDist !== undefined) app.register(webApp, { root: webDist });
  else if (config.webDist !== undefined)
    app.log.warn({ webDist: config.webDist }, "WEB_DIST has no index.html; the web app is not served");
  app.register(pagesPlugin, { webDist, webRenderer: config.webRenderer });
  app.register(notFound, { spa: webDist !== undefined });

  return app;
}

/** A hop count becomes the function Fastify's types accept (Fastify does the same at run time). */
function trustProxyOption(value: AppConfig["trustProxy"]) {
  return typeof value === "number" ? (_address: string, hop: number) => hop < value : value;
}
