import { resolve } from "node:path";
import { z } from "zod";
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
  /** Requests per minute per IP on /api. */
  rateLimitMax: number;
}

/** Engineer-facing texts (English): they end up in the single start-up error line. */
const envSchema = z.object({
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
  RATE_LIMIT_MAX: z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .positive({ error: "must be greater than 0" })
    .default(300),
});

/** Reads and validates the environment; throws a StartupError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const result = envSchema.safeParse(withoutEmptyValues(env));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new StartupError(`Configuration error: ${problems.join("; ")}.`);
  }
  const vars = result.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    nodeEnv: vars.NODE_ENV,
    dataDir: resolve(cwd, vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === "test" ? "silent" : "info"),
    corsOrigins: vars.CORS_ORIGINS ?? (vars.NODE_ENV === "development" ? ["http://localhost:5173"] : []),
    webDist: vars.WEB_DIST === undefined ? undefined : resolve(cwd, vars.WEB_DIST),
    rateLimitMax: vars.RATE_LIMIT_MAX,
  };
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

function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.origin === value.replace(/\/$/, "");
}
