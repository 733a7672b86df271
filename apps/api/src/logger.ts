import pino, { type Logger } from "pino";
import type { LogLevel } from "./config";

/** JSON lines on stdout (Fastify's logger); secrets in headers never reach the log. */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    redact: { paths: ["req.headers.authorization", "req.headers.cookie"], censor: "[redacted]" },
  });
}
