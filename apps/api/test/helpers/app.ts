import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe } from "vitest";
import { buildApp, type App } from "../../src/app";
import { loadConfig, type AppConfig } from "../../src/config";
import { openPostgres, type Database } from "../../src/db";
import { apiModules, type ApiModule } from "../../src/modules";
import type { AppServices } from "../../src/plugins/context";
import { createTestDatabase, testTargets, type DatabaseTarget } from "./databases";

export interface TestAppOptions {
  /** Environment variables on top of the test defaults, e.g. `{ RATE_LIMIT_MAX: "2" }`. */
  env?: Record<string, string>;
  /** The product's modules to mount instead of `apiModules` (one of them given other options). */
  modules?: readonly ApiModule[];
  /** Test-only route modules mounted under /api after the product's modules. */
  extraModules?: readonly ApiModule[];
  logger?: FastifyBaseLogger;
  /** Clock, SMS adapter or Google verifier to use instead of the configured ones. */
  services?: Partial<AppServices>;
}

export interface TestApp {
  app: App;
  database: Database;
  target: DatabaseTarget;
  close(): Promise<void>;
}

export interface TestContext {
  /** The app on this file's database, built with the suite's options. */
  app: App;
  database: Database;
  target: DatabaseTarget;
  /** Another app on the same database (other env, logger or modules); closed after the suite. */
  buildApp(options?: TestAppOptions): App;
}

/**
 * The jobs poller is off in tests (`JOBS_POLL_INTERVAL_MS: "0"`) so a test decides when jobs
 * run (`app.jobs.runDue()`, with its clock moved past the backoff); test/jobs.test.ts turns it on.
 * Test files register many accounts from one address: the per-IP register limit is raised;
 * and PGlite runs its queries on the test's own thread, so the event-loop overload check is
 * off (test/hardening.test.ts checks both).
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    JOBS_POLL_INTERVAL_MS: "0",
    REGISTER_RATE_LIMIT_MAX: "10000",
    OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
    ...env,
  });
}

function appOn(
  database: Database,
  { env, modules = apiModules, extraModules = [], logger, services }: TestAppOptions = {},
): App {
  return buildApp({
    config: testConfig(env),
    db: database.db,
    logger,
    modules: [...modules, ...extraModules],
    services,
  });
}

/** The app on a fresh, migrated database (in-memory PGlite unless a target says otherwise). */
export async function createTestApp(
  options: TestAppOptions & { target?: DatabaseTarget } = {},
): Promise<TestApp> {
  const target = options.target ?? { kind: "pglite" };
  const testDatabase = await createTestDatabase(target);
  const app = appOn(testDatabase.database, options);
  return {
    app,
    database: testDatabase.database,
    target,
    close: async () => {
      await app.close();
      await testDatabase.dispose();
    },
  };
}

/**
 * Defines the suite once per database target (PGlite, plus PostgreSQL when
 * TEST_DATABASE_URL is set), each on its own fresh database for this file.
 * `getContext()` is valid inside tests and hooks, not while defining them.
 */
export function describeEachDatabase(
  title: string,
  define: (getContext: () => TestContext) => void,
  options: TestAppOptions = {},
): void {
  for (const target of testTargets()) {
    describe(`${title} [${target.kind}]`, () => {
      let context: TestContext | undefined;
      let testApp: TestApp | undefined;
      const extraApps: App[] = [];

      beforeAll(async () => {
        testApp = await createTestApp({ ...options, target });
        const { app, database } = testApp;
        context = {
          app,
          database,
          target,
          buildApp: (more = {}) => {
            const extra = appOn(database, { ...options, ...more });
            extraApps.push(extra);
            return extra;
          },
        };
      });

      afterAll(async () => {
        await Promise.all(extraApps.map((app) => app.close()));
        await testApp?.close();
      });

      define(() => {
        if (!context) throw new Error("the test context exists only inside tests and hooks");
        return context;
      });
    });
  }
}

/**
 * The app on a fresh PostgreSQL database and a second app on its own connection pool to the
 * same database: what two API processes behind a load balancer have. Races need PostgreSQL
 * (PGlite has one connection and runs every query in turn).
 */
export async function createTwoApps(
  options: TestAppOptions & { target: DatabaseTarget },
): Promise<{ first: TestApp; second: App; close(): Promise<void> }> {
  const first = await createTestApp(options);
  if (first.database.kind !== "postgres") throw new Error("a second pool needs PostgreSQL");
  const url = first.database.pool.options.connectionString;
  if (!url) throw new Error("the pool has no connection string");
  const secondDatabase = await openPostgres(url);
  const second = appOn(secondDatabase, options);
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await secondDatabase.close();
      await first.close();
    },
  };
}
