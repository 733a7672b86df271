import pino, { type Logger } from "pino";
import type { LogLevel } from "./config";

/** Personal data and secrets in log objects, at any depth of the logged object's first two levels. */
const REDACTED_KEYS = [
  "email",
  "contactEmail",
  "phone",
  "phoneNumber",
  "contactPhone",
  "identifier",
  "identityFier",
  "token",
  "password",
  "clientSecret",
];

export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  ...REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
const PHONE = /(?<!\d)(?:\+?90[\s-]?)?0?5\d{2}[\s-]?\d{3}[\s-]?\d{2}[\s-]?\d{2}(?!\d)/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** Texts that may quote inputs (error messages with a query's parameters): e-mails, phones and tokens masked. */
export function maskPersonalData(text: string): string {
  return text.replace(JWT, "[token]").replace(EMAIL, "[e-posta]").replace(PHONE, "[telefon]");
}

/**
 * JSON lines on stdout (Fastify's logger). Secrets and personal data never reach the log:
 * pino's `redact` censors the fields above; an error's message and stack (a failed query
 * quotes its parameters) are masked for e-mail addresses, phone numbers and tokens.
 */
export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: {
      err: (error: Error) => {
        const serialized = pino.stdSerializers.err(error);
        return {
          ...serialized,
          message: maskPersonalData(serialized.message),
          stack: maskPersonalData(serialized.stack),
        };
      },
    },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}
