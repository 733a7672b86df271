import type { AddressInfo } from "node:net";
import { buildApp, type App } from "./app";
import { loadConfig, oneLine, StartupError, startupWarnings, type AppConfig } from "./config";
import { migrate, openDatabase, seed, type Database } from "./db";
import { createLogger } from "./logger";
import { demoAccountsTable } from "./modules/users/seed";

/** If closing hangs (a stuck request or connection), give up after this long. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(
    config.databaseUrl === undefined
      ? { dataDir: config.dataDir }
      : {
          databaseUrl: config.databaseUrl,
          pool: config.pool,
          onPoolError: (err) => logger.error({ err }, "idle database connection failed"),
        },
  );
  try {
    await migrate(database);
    await seed(database.db, undefined, { demoData: config.seedDemoData });
    const app = buildApp({ config, db: database.db, logger });
    const port = await listen(app, config);
    for (const warning of startupWarnings(config)) app.log.warn(warning);
    process.stdout.write(`halisaha çalışıyor: http://localhost:${port}\n`);
    if (config.seedDemoData) process.stdout.write(`${demoAccountsTable()}\n`);
    closeOnSignals(app, database);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function listen(app: App, config: AppConfig): Promise<number> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") {
      throw new StartupError(
        `Server error: port ${config.port} on ${config.host} is already in use. Stop the other process or set PORT to a free port.`,
      );
    }
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") {
      throw new StartupError(
        `Configuration error: HOST "${config.host}" is not an address of this machine. Set HOST to 0.0.0.0 or 127.0.0.1.`,
      );
    }
    throw error;
  }
  return (app.server.address() as AddressInfo).port;
}

function closeOnSignals(app: App, database: Database): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error("shutdown timed out");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
  };
  process.once("SIGINT", close);
  process.once("SIGTERM", close);
}

main().catch((error: unknown) => {
  // One line an operator can act on; never a stack trace.
  const message =
    error instanceof StartupError
      ? error.message
      : `Startup failed: ${error instanceof Error ? error.message : String(error)}`;
  process.stderr.write(`${oneLine(message)}\n`);
  process.exit(1);
});
