import cluster, { type Worker } from "node:cluster";
import type { AddressInfo } from "node:net";
import { buildApp, type App } from "./app";
import { loadConfig, oneLine, StartupError, startupWarnings, type AppConfig } from "./config";
import { withJwtSecret } from "./config/shared-secret";
import { migrate, openDatabase, seed, type Database } from "./db";
import { createLogger } from "./logger";
import { seedSteps } from "./modules/seed-steps";
import { demoAccountsTable } from "./modules/users/seed";

/** If closing hangs (a stuck request or connection), give up after this long. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** A worker that dies is replaced after this pause (so one failing at once does not spin). */
const WORKER_RESTART_DELAY_MS = 1_000;

/** What a cluster worker tells the primary when it cannot start (the primary prints it once). */
interface StartupFailure {
  type: "startup-error";
  message: string;
}

/**
 * The entry point. With WEB_CONCURRENCY=1 (the default) this process is the server. With N > 1
 * it is the primary of Node's cluster: it migrates and seeds once, then forks N workers that
 * share the port (the primary hands out connections), replaces a worker that dies, and on
 * SIGTERM/SIGINT lets every worker drain before it exits. env.ts refuses N > 1 on the embedded
 * database (one process owns its files).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, { prepare: false });
  if (config.webConcurrency > 1) return runPrimary(config);
  return serve(config, { prepare: true });
}

function openConfiguredDatabase(config: AppConfig, onPoolError: (err: Error) => void): Promise<Database> {
  return openDatabase(
    config.databaseUrl === undefined
      ? { dataDir: config.dataDir }
      : { databaseUrl: config.databaseUrl, pool: config.pool, onPoolError },
  );
}

/** Migrations, start-up data and (on a server without JWT_SECRET) the shared token key. */
async function prepareDatabase(config: AppConfig, database: Database): Promise<AppConfig> {
  await migrate(database);
  await seed(database.db, seedSteps, { demoData: config.seedDemoData });
  return withJwtSecret(config, database.db);
}

/** One API process: the whole server, or a cluster worker (`prepare: false`, the primary did it). */
async function serve(loaded: AppConfig, { prepare }: { prepare: boolean }): Promise<void> {
  const logger = createLogger(loaded.logLevel);
  const database = await openConfiguredDatabase(loaded, (err) =>
    logger.error({ err }, "idle database connection failed"),
  );
  try {
    const config = prepare
      ? await prepareDatabase(loaded, database)
      : await withJwtSecret(loaded, database.db);
    const app = buildApp({ config, db: database.db, logger });
    const port = await listen(app, config);
    closeOnSignals(app, database);
    // A worker's primary prints the address once every worker listens.
    if (cluster.isWorker) return;
    for (const warning of startupWarnings(config)) app.log.warn(warning);
    printStarted(config, port);
  } catch (error) {
    await database.close();
    throw error;
  }
}

function printStarted(config: AppConfig, port: number): void {
  process.stdout.write(`halisaha çalışıyor: http://localhost:${port}\n`);
  if (config.seedDemoData) process.stdout.write(`${demoAccountsTable()}\n`);
}

async function runPrimary(config: AppConfig): Promise<void> {
  const logger = createLogger(config.logLevel);
  const database = await openConfiguredDatabase(config, (err) =>
    logger.error({ err }, "idle database connection failed"),
  );
  try {
    await prepareDatabase(config, database);
  } finally {
    await database.close();
  }

  const count = config.webConcurrency;
  let started = false;
  let stopping = false;
  let failedExit = false;
  const listening = new Set<number>();

  const fork = (): Worker => cluster.fork();
  const stopAll = (signal: NodeJS.Signals) => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  const failStart = (message: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`${oneLine(message)}\n`);
    failedExit = true;
    stopAll("SIGKILL");
  };

  cluster.on("message", (_worker, message: StartupFailure) => {
    if (message?.type === "startup-error" && !started) failStart(message.message);
  });
  cluster.on("listening", (worker, address: AddressInfo) => {
    listening.add(worker.id);
    if (started || listening.size < count) return;
    started = true;
    for (const warning of startupWarnings(config)) logger.warn(warning);
    logger.info({ workers: count }, "cluster started");
    printStarted(config, address.port);
  });
  cluster.on("exit", (worker, code, signal) => {
    listening.delete(worker.id);
    if (stopping && code !== null && code !== 0) failedExit = true;
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failedExit ? 1 : 0);
      return;
    }
    if (!started) {
      failStart(`Startup failed: an API worker exited (code ${code ?? signal}) before listening.`);
      return;
    }
    logger.error({ worker: worker.process.pid, code, signal }, "API worker died; starting another");
    setTimeout(() => {
      if (!stopping) fork();
    }, WORKER_RESTART_DELAY_MS).unref();
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down the cluster");
    setTimeout(() => {
      logger.error("cluster shutdown timed out");
      stopAll("SIGKILL");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS + 2_000).unref();
    // Each worker drains (plugins/draining.ts) and closes its pool, then exits.
    stopAll("SIGTERM");
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);

  for (let index = 0; index < count; index += 1) fork();
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
  // `on`, not `once`: a cluster worker gets Ctrl-C from the terminal and the primary's SIGTERM;
  // a second signal must not kill it mid-drain.
  process.on("SIGINT", close);
  process.on("SIGTERM", close);
}

main().catch((error: unknown) => {
  // One line an operator can act on; never a stack trace.
  const message =
    error instanceof StartupError
      ? error.message
      : `Startup failed: ${error instanceof Error ? error.message : String(error)}`;
  if (cluster.isWorker && process.send) {
    // The primary prints the first worker's line, once.
    const failure: StartupFailure = { type: "startup-error", message };
    process.send(failure, () => process.exit(1));
    return;
  }
  process.stderr.write(`${oneLine(message)}\n`);
  process.exit(1);
});
