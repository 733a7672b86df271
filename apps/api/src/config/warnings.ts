import type { AppConfig } from "./env";

/** Whether `host` only accepts connections from this machine. */
export function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || host.startsWith("127.");
}

/**
 * What the server logs as warnings once it listens: a development server reachable from other
 * machines (demo accounts, console SMS codes and test payments are then open to them), and
 * production sending one-time codes to the log.
 */
export function startupWarnings(config: Pick<AppConfig, "nodeEnv" | "host" | "sms">): string[] {
  const warnings: string[] = [];
  if (config.nodeEnv === "production" && config.sms.provider === "console")
    warnings.push("SMS_PROVIDER is console: one-time codes go to this log, not to phones");
  if (config.nodeEnv !== "production" && !isLoopback(config.host))
    warnings.push(
      `the development server listens on a non-loopback address (HOST=${config.host}): other machines can reach it (demo accounts, console SMS codes, test payments); set HOST=127.0.0.1 or run with NODE_ENV=production`,
    );
  return warnings;
}
