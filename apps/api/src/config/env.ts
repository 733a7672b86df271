import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { pushConfig, type PushConfig } from "./push";
import { StartupError } from "./startup-error";

export const nodeEnvs = ["development", "test", "production"] as const;
export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

export type NodeEnv = (typeof nodeEnvs)[number];
export type LogLevel = (typeof logLevels)[number];

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  /** Absolute path of the embedded database's folder (used when databaseUrl is unset). */
  dataDir: string;
  /** A postgres:// or postgresql:// URL; unset means embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  /** Cross-origin callers allowed besides the app's own origin. */
  corsOrigins: string[];
  /** Absolute path of the built web app to serve at `/`, if any. */
  webDist: string | undefined;
  /**
   * Absolute path of the web app's server renderer (`WEB_SSR`; default: the web build's
   * dist-server/entry-server.js beside `webDist`). It declares the public pages (src/pages serves
   * them rendered, lists them in the sitemap and writes robots.txt from it); without it every
   * page goes out as the bare app shell.
   */
  webRenderer: string | undefined;
  /**
   * The site's public origin for canonical links, link previews, the sitemap, robots.txt and
   * any link the server writes (`PUBLIC_URL`, e.g. https://halisaha.com.tr; required in
   * production, `http://localhost:PORT` otherwise). Never taken from a request's Host header:
   * one request could otherwise poison what crawlers and proxies cache.
   */
  publicUrl: string;
  /** Requests per minute per IP on /api. */
  rateLimitMax: number;
  /** Accounts one IP may register per hour. */
  registerRateLimitMax: number;
  /**
   * HS256 key of the session tokens: JWT_SECRET; when unset, a random one kept in
   * DATA_DIR/jwt-secret (the fixed public development value only under NODE_ENV=test).
   */
  jwtSecret: string;
  /**
   * Where `jwtSecret` comes from. `database`: JWT_SECRET is unset and DATABASE_URL names a
   * server, so the key is generated once and kept in the database (`app_secrets`), shared by
   * every process on it; `jwtSecret` is empty until `withJwtSecret` (shared-secret.ts) fills it.
   */
  jwtSecretSource: "environment" | "test-default" | "data-dir" | "database";
  /** Google sign-in; `clientId` unset switches it off. */
  google: GoogleConfig;
  sms: SmsConfig;
  /**
   * Card payments: PAYMENTS_MODE, or when unset Stripe if STRIPE_SECRET_KEY is set and the
   * simulated test provider otherwise (production must name test mode explicitly).
   */
  payments: PaymentsConfig;
  /** Web push through Firebase Cloud Messaging (FIREBASE_*); null: nothing is pushed. */
  push: PushConfig | null;
  /** Seed the demo accounts (and later demo data) at start: never in production. */
  seedDemoData: boolean;
  /**
   * Which proxies may name the client in X-Forwarded-For (Fastify's `trustProxy`): false, true,
   * a hop count, or addresses/CIDRs. Per-IP limits count the address this yields.
   */
  trustProxy: boolean | number | string;
  /** FACILITY_APPROVAL=required: new facilities start `pending` instead of `active`. */
  facilityApproval: "off" | "required";
  /** API_DOCS: the OpenAPI description at /api/docs/json and its page at /api/docs (off in production unless `on`). */
  apiDocs: boolean;
  /** Where uploaded facility images go: DATA_DIR/uploads, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** The jobs queue's poller (`src/jobs`). */
  jobs: JobsConfig;
  /**
   * RESERVATION_HOLD_MINUTES: how long an unpaid card booking holds its hour (seconds here);
   * unpaid after that, the expiry job cancels it and frees the hour.
   */
  reservationHoldSeconds: number;
  /** PostgreSQL connection pool per process (DATABASE_URL only). */
  pool: { max: number; waitMs: number };
  /**
   * Answer 503 with Retry-After instead of queueing more work once the event loop lags this
   * long (ms, @fastify/under-pressure); 0 switches the check off.
   */
  overloadEventLoopDelayMs: number;
  /**
   * REQUEST_TIMEOUT_MS: how long a request may take to arrive, body included (Node's
   * `requestTimeout`); then it is answered 408 and its connection closed, so a body that stops
   * coming (an upload that never closes) does not hold a connection and its memory forever.
   */
  requestTimeoutMs: number;
  /** WEB_CONCURRENCY: API processes on this machine (Node's cluster, one port); 1 = no cluster. */
  webConcurrency: number;
  /**
   * MACHINES: how many machines run this deployment (each with its own WEB_CONCURRENCY). More
   * than one needs what every machine can reach: PostgreSQL (DATABASE_URL) and an S3 bucket.
   */
  machines: number;
}

export interface JobsConfig {
  /** Milliseconds between polls for due jobs when none were found; 0 switches the poller off. */
  pollIntervalMs: number;
  /** Seconds a claimed job belongs to its process; a process killed mid-job gives it back after this. */
  leaseSeconds: number;
}

/**
 * `local`: files under `dir`, served by the API at /uploads/. `s3`: an S3-compatible bucket
 * (AWS, MinIO, R2…), images linked at `publicUrl/key`.
 */
export type StorageConfig =
  | { kind: "local"; dir: string }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      /** S3_ENDPOINT for a non-AWS service (path-style addressing); unset = AWS. */
      endpoint: string | undefined;
      accessKeyId: string;
      secretAccessKey: string;
      /** Base URL the browser loads images from (S3_PUBLIC_URL, else derived from endpoint and bucket). */
      publicUrl: string;
    };

export interface GoogleConfig {
  clientId: string | undefined;
  jwksUrl: string;
  issuer: string;
}

export const smsProviders = ["console", "netgsm"] as const;
export const paymentModes = ["stripe", "test"] as const;

export type SmsConfig =
  | { provider: "console" }
  | { provider: "netgsm"; apiUrl: string; username: string; password: string; sender: string };

/**
 * `test`: the project's own simulated provider, no external calls (the `npm start` default).
 * `stripe`: the real Stripe API; `apiBase` points the SDK elsewhere (a local fake in tests).
 */
export type PaymentsConfig =
  | { mode: "test" }
  | {
      mode: "stripe";
      secretKey: string;
      /** The webhook endpoint's signing secret (whsec_…); required in production. */
      webhookSecret: string | undefined;
      /** For Stripe.js in the browser (pk_…); required in production. */
      publishableKey: string | undefined;
      /** STRIPE_API_BASE, e.g. http://127.0.0.1:12111; unset = api.stripe.com. */
      apiBase: string | undefined;
    };

/**
 * Signs tokens in tests only (NODE_ENV=test without JWT_SECRET); production refuses to start
 * with it. Anyone can read it here, so a token signed with it proves nothing.
 */
export const DEV_JWT_SECRET = "halisaha-development-secret-not-for-production";
const JWT_SECRET_MIN_LENGTH = 32;

export const GOOGLE_JWKS_URL = "https://www.googleapis.com/oauth2/v3/certs";
export const GOOGLE_ISSUER = "https://accounts.google.com";
export const NETGSM_API_URL = "https://api.netgsm.com.tr/sms/rest/v2/send";

const netgsmVariables = ["SMS_USERNAME", "SMS_PASSWORD", "SMS_SENDER"] as const;
const s3Variables = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** Engineer-facing texts (English): they end up in the single start-up error line. */
const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(0, { error: "must be between 0 and 65535" })
      .max(65535, { error: "must be between 0 and 65535" })
      .default(3000),
    HOST: z.string().default("0.0.0.0"),
    NODE_ENV: z.enum(nodeEnvs, { error: `must be one of ${nodeEnvs.join(", ")}` }).default("development"),
    DATA_DIR: z.string().default("./.data"),
    DATABASE_URL: z
      .string()
      .refine(isPostgresUrl, {
        error:
          "is not a valid PostgreSQL URL (expected postgres://user@host:5432/database); fix it or unset it to use the embedded database in DATA_DIR",
      })
      .optional(),
    LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(", ")}` }).optional(),
    CORS_ORIGINS: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .refine((origins) => origins.every(isOrigin), {
        error:
          "must be a comma-separated list of origins such as https://halisaha.example (scheme, host and optional port, no path)",
      })
      .transform((origins) => origins.map((origin) => new URL(origin).origin))
      .optional(),
    WEB_DIST: z.string().optional(),
    WEB_SSR: z.string().optional(),
    REQUEST_TIMEOUT_MS: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(1000, { error: "must be at least 1000 (a second)" })
      .default(300_000),
    WEB_CONCURRENCY: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be at least 1" })
      .max(64, { error: "must be at most 64" })
      .default(1),
    MACHINES: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be at least 1" })
      .default(1),
    PUBLIC_URL: z
      .string()
      .refine(isOrigin, {
        error: "must be an origin such as https://halisaha.example (scheme, host and optional port, no path)",
      })
      .transform((origin) => new URL(origin).origin)
      .optional(),
    RATE_LIMIT_MAX: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .positive({ error: "must be greater than 0" })
      .default(300),
    REGISTER_RATE_LIMIT_MAX: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .positive({ error: "must be greater than 0" })
      .default(10),
    JWT_SECRET: z.string().optional(),
    DATABASE_POOL_MAX: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be at least 1" })
      .max(1000, { error: "must be at most 1000" })
      .default(10),
    DATABASE_POOL_WAIT_MS: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(1, { error: "must be at least 1" })
      .default(5000),
    OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(0, { error: "must be 0 (off) or more" })
      .default(1000),
    JOBS_POLL_INTERVAL_MS: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(0, { error: "must be 0 (no poller) or more" })
      .default(1000),
    JOBS_LEASE_SECONDS: z.coerce
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .positive({ error: "must be greater than 0" })
      .default(60),
    RESERVATION_HOLD_MINUTES: z.coerce
      .number({ error: "must be a number of minutes (0.5 = 30 seconds)" })
      .positive({ error: "must be greater than 0" })
      .max(24 * 60, { error: "must be at most 1440 (a day)" })
      .default(15),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_JWKS_URL: z
      .string()
      .refine(isHttpUrl, { error: "must be an http(s) URL" })
      .default(GOOGLE_JWKS_URL),
    GOOGLE_ISSUER: z.string().default(GOOGLE_ISSUER),
    // Unset = console, except in production, which must choose (see the refinement below).
    SMS_PROVIDER: z.enum(smsProviders, { error: `must be one of ${smsProviders.join(", ")}` }).optional(),
    SMS_API_URL: z.string().refine(isHttpUrl, { error: "must be an http(s) URL" }).default(NETGSM_API_URL),
    SMS_USERNAME: z.string().optional(),
    SMS_PASSWORD: z.string().optional(),
    SMS_SENDER: z.string().optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_\S+$/, {
        error: "must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)",
      })
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .trim()
      .regex(/^pk_(test|live)_\S+$/, { error: "must be a Stripe publishable key (pk_test_… or pk_live_…)" })
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      .regex(/^whsec_\S+$/, { error: "must be a Stripe webhook signing secret (whsec_…)" })
      .optional(),
    STRIPE_API_BASE: z.string().refine(isHttpUrl, { error: "must be an http(s) URL" }).optional(),
    PAYMENTS_MODE: z.enum(paymentModes, { error: `must be one of ${paymentModes.join(", ")}` }).optional(),
    FIREBASE_SERVICE_ACCOUNT: z.string().optional(),
    FIREBASE_WEB_CONFIG: z.string().optional(),
    SEED_DEMO_DATA: z.enum(["true", "false"], { error: "must be true or false" }).default("true"),
    FACILITY_APPROVAL: z.enum(["off", "required"], { error: "must be off or required" }).default("off"),
    API_DOCS: z.enum(["on", "off"], { error: "must be on or off" }).optional(),
    S3_BUCKET: z.string().trim().optional(),
    S3_REGION: z.string().trim().default("us-east-1"),
    S3_ENDPOINT: z.string().refine(isHttpUrl, { error: "must be an http(s) URL" }).optional(),
    S3_ACCESS_KEY_ID: z.string().trim().optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
    S3_PUBLIC_URL: z.string().refine(isHttpUrl, { error: "must be an http(s) URL" }).optional(),
    TRUST_PROXY: z
      .string()
      .transform((value) => value.trim())
      .refine((value) => /^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/.test(value), {
        error:
          "must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs",
      })
      .optional(),
  })
  .superRefine((vars, ctx) => {
    if (vars.NODE_ENV === "production") {
      if (vars.JWT_SECRET === undefined)
        ctx.addIssue({
          code: "custom",
          path: ["JWT_SECRET"],
          message: `must be set in production: a random value of at least ${JWT_SECRET_MIN_LENGTH} characters (openssl rand -hex 32)`,
        });
      else if (vars.JWT_SECRET === DEV_JWT_SECRET)
        ctx.addIssue({
          code: "custom",
          path: ["JWT_SECRET"],
          message: "is the public development default; set your own random value (openssl rand -hex 32)",
        });
      else if (vars.JWT_SECRET.length < JWT_SECRET_MIN_LENGTH)
        ctx.addIssue({
          code: "custom",
          path: ["JWT_SECRET"],
          message: `must be at least ${JWT_SECRET_MIN_LENGTH} characters in production (openssl rand -hex 32)`,
        });
    }
    if (vars.NODE_ENV === "production" && vars.PUBLIC_URL === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message:
          "must be set in production: the site's address for links, previews, the sitemap and robots.txt, such as https://halisaha.com.tr",
      });
    checkScaleOut(vars, ctx);
    checkStripe(vars, ctx);
    checkPaymentsMode(vars, ctx);
    if (vars.NODE_ENV === "production" && vars.SMS_PROVIDER === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["SMS_PROVIDER"],
        message:
          "must be set in production: netgsm to send the one-time codes, or console to only write them to the log (no phone can be verified then)",
      });
    if (s3Variables.some((name) => vars[name] !== undefined))
      for (const name of s3Variables)
        if (vars[name] === undefined)
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: `is required with ${s3Variables.filter((other) => vars[other] !== undefined).join(", ")} (images go to S3 only when ${s3Variables.join(", ")} are all set)`,
          });
    if (vars.SMS_PROVIDER === "netgsm") {
      for (const name of netgsmVariables)
        if (vars[name] === undefined)
          ctx.addIssue({ code: "custom", path: [name], message: "is required when SMS_PROVIDER=netgsm" });
    }
  });

/** Reads and validates the environment; throws a StartupError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const result = envSchema.safeParse(withoutEmptyValues(env));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new StartupError(`Configuration error: ${problems.join("; ")}.`);
  }
  const vars = result.data;
  const dataDir = resolve(cwd, vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    nodeEnv: vars.NODE_ENV,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === "test" ? "silent" : "info"),
    corsOrigins: vars.CORS_ORIGINS ?? (vars.NODE_ENV === "development" ? ["http://localhost:5173"] : []),
    webDist: vars.WEB_DIST === undefined ? undefined : resolve(cwd, vars.WEB_DIST),
    webRenderer:
      vars.WEB_SSR !== undefined
        ? resolve(cwd, vars.WEB_SSR)
        : vars.WEB_DIST === undefined
          ? undefined
          : resolve(cwd, vars.WEB_DIST, "../dist-server/entry-server.js"),
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    rateLimitMax: vars.RATE_LIMIT_MAX,
    registerRateLimitMax: vars.REGISTER_RATE_LIMIT_MAX,
    ...jwtSecretOf(vars, dataDir),
    google: { clientId: vars.GOOGLE_CLIENT_ID, jwksUrl: vars.GOOGLE_JWKS_URL, issuer: vars.GOOGLE_ISSUER },
    sms:
      vars.SMS_PROVIDER === "netgsm"
        ? {
            provider: "netgsm",
            apiUrl: vars.SMS_API_URL,
            username: vars.SMS_USERNAME ?? "",
            password: vars.SMS_PASSWORD ?? "",
            sender: vars.SMS_SENDER ?? "",
          }
        : { provider: "console" },
    payments:
      vars.STRIPE_SECRET_KEY === undefined || vars.PAYMENTS_MODE === "test"
        ? { mode: "test" }
        : {
            mode: "stripe",
            secretKey: vars.STRIPE_SECRET_KEY,
            webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
            publishableKey: vars.STRIPE_PUBLISHABLE_KEY,
            apiBase: vars.STRIPE_API_BASE,
          },
    push: pushConfig(vars, cwd),
    seedDemoData: vars.SEED_DEMO_DATA === "true" && vars.NODE_ENV !== "production",
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    facilityApproval: vars.FACILITY_APPROVAL,
    apiDocs: (vars.API_DOCS ?? (vars.NODE_ENV === "production" ? "off" : "on")) === "on",
    storage: storageConfig(vars, resolve(cwd, vars.DATA_DIR)),
    jobs: { pollIntervalMs: vars.JOBS_POLL_INTERVAL_MS, leaseSeconds: vars.JOBS_LEASE_SECONDS },
    reservationHoldSeconds: Math.max(1, Math.round(vars.RESERVATION_HOLD_MINUTES * 60)),
    pool: { max: vars.DATABASE_POOL_MAX, waitMs: vars.DATABASE_POOL_WAIT_MS },
    overloadEventLoopDelayMs: vars.OVERLOAD_EVENT_LOOP_DELAY_MS,
    requestTimeoutMs: vars.REQUEST_TIMEOUT_MS,
    webConcurrency: vars.WEB_CONCURRENCY,
    machines: vars.MACHINES,
  };
}

/**
 * JWT_SECRET when set; the public development value under NODE_ENV=test; on a PostgreSQL
 * server, a key generated once and kept in the database (filled in after it opens, see
 * shared-secret.ts), so processes with different data folders agree; on the embedded database,
 * a key kept in DATA_DIR/jwt-secret (one folder, so one key).
 */
function jwtSecretOf(
  vars: { JWT_SECRET?: string | undefined; NODE_ENV: NodeEnv; DATABASE_URL?: string | undefined },
  dataDir: string,
): Pick<AppConfig, "jwtSecret" | "jwtSecretSource"> {
  if (vars.JWT_SECRET !== undefined) return { jwtSecret: vars.JWT_SECRET, jwtSecretSource: "environment" };
  if (vars.NODE_ENV === "test") return { jwtSecret: DEV_JWT_SECRET, jwtSecretSource: "test-default" };
  if (vars.DATABASE_URL !== undefined) return { jwtSecret: "", jwtSecretSource: "database" };
  return { jwtSecret: persistedJwtSecret(dataDir), jwtSecretSource: "data-dir" };
}

/**
 * Several processes share what one process kept to itself: the embedded database is one
 * process's file (so WEB_CONCURRENCY > 1 and MACHINES > 1 need DATABASE_URL), and images on
 * local disk are only on the machine that took the upload (so MACHINES > 1 needs S3). Several
 * processes on one machine may keep images on its disk.
 */
function checkScaleOut(
  vars: {
    WEB_CONCURRENCY: number;
    MACHINES: number;
    DATABASE_URL?: string | undefined;
    S3_BUCKET?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (vars.DATABASE_URL === undefined) {
    if (vars.WEB_CONCURRENCY > 1)
      ctx.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message:
          "must be 1 with the embedded database (one process owns DATA_DIR's database): set DATABASE_URL to a PostgreSQL server to run several processes",
      });
    if (vars.MACHINES > 1)
      ctx.addIssue({
        code: "custom",
        path: ["MACHINES"],
        message:
          "is more than 1 but DATABASE_URL is unset: every machine needs the same PostgreSQL server (see docs/deploy.md)",
      });
  }
  if (vars.MACHINES > 1 && vars.S3_BUCKET === undefined)
    ctx.addIssue({
      code: "custom",
      path: ["MACHINES"],
      message:
        "is more than 1 but images are kept on local disk (DATA_DIR/uploads), which the other machines cannot read: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (see docs/deploy.md)",
    });
}

function storageConfig(
  vars: {
    S3_BUCKET?: string | undefined;
    S3_REGION: string;
    S3_ENDPOINT?: string | undefined;
    S3_ACCESS_KEY_ID?: string | undefined;
    S3_SECRET_ACCESS_KEY?: string | undefined;
    S3_PUBLIC_URL?: string | undefined;
  },
  dataDir: string,
): StorageConfig {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = vars;
  if (bucket === undefined || accessKeyId === undefined || secretAccessKey === undefined)
    return { kind: "local", dir: resolve(dataDir, "uploads") };
  const endpoint = vars.S3_ENDPOINT?.replace(/\/+$/, "");
  const publicUrl =
    vars.S3_PUBLIC_URL?.replace(/\/+$/, "") ??
    (endpoint === undefined
      ? `https://${bucket}.s3.${vars.S3_REGION}.amazonaws.com`
      : `${endpoint}/${bucket}`);
  return { kind: "s3", bucket, region: vars.S3_REGION, endpoint, accessKeyId, secretAccessKey, publicUrl };
}

type StripeVariables = {
  NODE_ENV: NodeEnv;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
};

/**
 * Stripe needs its secret key; the publishable key and webhook secret only make sense with
 * it. Production refuses to take payments it could never confirm (no webhook secret) or a
 * browser that could not load Stripe.js (no publishable key); live and test keys never mix.
 */
function checkStripe(vars: StripeVariables, ctx: z.RefinementCtx): void {
  const secret = vars.STRIPE_SECRET_KEY;
  if (secret === undefined) {
    for (const name of ["STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const)
      if (vars[name] !== undefined)
        ctx.addIssue({
          code: "custom",
          path: [name],
          message:
            "is set without STRIPE_SECRET_KEY: set the secret key too to use Stripe, or neither for test mode",
        });
    return;
  }
  if (vars.NODE_ENV === "production") {
    if (vars.STRIPE_WEBHOOK_SECRET === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message:
          "is required in production with STRIPE_SECRET_KEY: the signing secret (whsec_…) of the webhook endpoint /api/stripe/webhook",
      });
    if (vars.STRIPE_PUBLISHABLE_KEY === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_PUBLISHABLE_KEY"],
        message: "is required in production with STRIPE_SECRET_KEY: the browser needs it (pk_live_…)",
      });
  }
  const publishable = vars.STRIPE_PUBLISHABLE_KEY;
  if (publishable !== undefined && stripeKeyMode(publishable) !== stripeKeyMode(secret))
    ctx.addIssue({
      code: "custom",
      path: ["STRIPE_PUBLISHABLE_KEY"],
      message: `is a ${stripeKeyMode(publishable)} key but STRIPE_SECRET_KEY is a ${stripeKeyMode(secret)} key`,
    });
}

/**
 * PAYMENTS_MODE names the provider outright: `stripe` needs its key, `test` must not have one
 * (a key that is silently ignored would look like live payments). Production never falls back
 * to simulated payments by accident: without a Stripe key it must say PAYMENTS_MODE=test.
 */
function checkPaymentsMode(
  vars: StripeVariables & { PAYMENTS_MODE?: (typeof paymentModes)[number] | undefined },
  ctx: z.RefinementCtx,
): void {
  const hasKey = vars.STRIPE_SECRET_KEY !== undefined;
  if (vars.PAYMENTS_MODE === "stripe" && !hasKey)
    ctx.addIssue({
      code: "custom",
      path: ["STRIPE_SECRET_KEY"],
      message: "is required when PAYMENTS_MODE=stripe",
    });
  if (vars.PAYMENTS_MODE === "test" && hasKey)
    ctx.addIssue({
      code: "custom",
      path: ["PAYMENTS_MODE"],
      message:
        "is test but STRIPE_SECRET_KEY is set: unset the key for simulated payments, or the mode to use Stripe",
    });
  if (vars.NODE_ENV === "production" && vars.PAYMENTS_MODE === undefined && !hasKey)
    ctx.addIssue({
      code: "custom",
      path: ["STRIPE_SECRET_KEY"],
      message:
        "is required in production to take card payments; set PAYMENTS_MODE=test to run with simulated payments that collect no money",
    });
}

function stripeKeyMode(key: string): "live" | "test" {
  return key.includes("_live_") ? "live" : "test";
}

/** The file in DATA_DIR that keeps the generated token secret when JWT_SECRET is unset. */
export const JWT_SECRET_FILE = "jwt-secret";

/**
 * Without JWT_SECRET (development, `npm start`) the token secret is 32 random bytes made on the
 * first start and kept in DATA_DIR/jwt-secret (mode 0600), so tokens survive a restart and no
 * two installations share a key. Processes starting together agree: the file is created
 * exclusively and a loser reads the winner's. With DATABASE_URL the key lives in the database
 * instead (shared-secret.ts); production sets JWT_SECRET.
 */
function persistedJwtSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  try {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    chmodSync(file, 0o600);
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length < JWT_SECRET_MIN_LENGTH)
      throw new Error(`${file} holds fewer than ${JWT_SECRET_MIN_LENGTH} characters`);
    return secret;
  } catch (error) {
    throw new StartupError(
      `Configuration error: JWT_SECRET is unset and the generated secret cannot be kept in DATA_DIR (${error instanceof Error ? error.message : String(error)}). Set JWT_SECRET or point DATA_DIR to a writable folder.`,
    );
  }
}

/** `FOO=` in a shell or .env file means "not set", not "empty string". */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== "",
    ),
  );
}

function isPostgresUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === "http:" || protocol === "https:";
}

function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.origin === value.replace(/\/$/, "");
}
