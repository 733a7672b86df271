import type { FastifyBaseLogger } from "fastify";
import type { SmsSender } from "./types";

export interface ConsoleSmsOptions {
  logger: FastifyBaseLogger;
  /** Where the plain line goes besides the log. @default process.stdout */
  out?: { write(text: string): unknown };
}

/**
 * Development SMS: nothing leaves the machine. Each message becomes one info log line
 * `{ sms: true, phone, code }` with msg `SMS (geliştirme): <phone> numarasına doğrulama kodu <code>`,
 * and the same msg as a plain stdout line, so whoever runs the server sees the code even
 * with LOG_LEVEL=silent.
 */
export function createConsoleSms({ logger, out = process.stdout }: ConsoleSmsOptions): SmsSender {
  return {
    async send(phone, text, details) {
      const code = details?.code;
      const line =
        code === undefined
          ? `SMS (geliştirme): ${phone} numarasına: ${text}`
          : `SMS (geliştirme): ${phone} numarasına doğrulama kodu ${code}`;
      logger.info({ sms: true, phone, code }, line);
      out.write(`${line}\n`);
    },
  };
}
