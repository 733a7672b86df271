/** The frame every API benchmark on a throw-away PostgreSQL database shares (scripts/bench). */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiEntry, apiReadyLine, benchApiEnv, startNodeProcess } from "./bench-api.mjs";
import { throwAwayDatabase } from "./bench-db.mjs";
import { freePort, run } from "./process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * What every API benchmark reads from the environment: BENCH_DATABASE_URL (the server its
 * throw-away database goes on; default the local postgres://postgres@127.0.0.1:5432/test),
 * BENCH_RATE (requests/s), BENCH_DURATION (seconds), BENCH_FACILITIES (how many facilities it
 * seeds; default 5,000) and BENCH_KEEP_DATABASE=1; with the warm-up before each measured run
 * (3 s) and how long the API may take to start (60 s).
 */
export function benchSettings({ rate, duration = 15 }) {
  return {
    serverUrl: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
    rate: Number(process.env.BENCH_RATE ?? rate),
    duration: Number(process.env.BENCH_DURATION ?? duration),
    facilityCount: Number(process.env.BENCH_FACILITIES ?? 5000),
    keepDatabase: process.env.BENCH_KEEP_DATABASE === "1",
    warmupSeconds: 3,
    startTimeoutMs: 60_000,
  };
}

/**
 * Runs `body(bench)` against a fresh database `<prefix>_<random>` on `serverUrl`'s server and
 * cleans up whatever happens: the API is stopped, the seeding connection closed and the
 * database dropped (kept, with its URL printed, when `keepDatabase`), also on Ctrl-C or when
 * the run passes `ceilingMs`. The API is built first when
 * apps/api/dist is missing (an existing build is used as it is). A failure prints
 * `Benchmark failed: …` and sets exit code 1; `body` sets the exit code of a run that ends.
 *
 * `bench` has `database` (name, url; created); `openSeeded(source)`, which opens it with the
 * API's own code (`source` of `withApiSources`), migrates it and seeds the reference and demo
 * data, and answers the open database; `closeDatabase()`; and `startApi(env)`, which
 * starts the built API on a free loopback port with the benchmarks' environment on this
 * database and answers `{ api, base }` (the child process and `http://127.0.0.1:<port>`).
 */
export async function benchOnThrowAwayDatabase(
  { serverUrl, prefix, keepDatabase, ceilingMs, startTimeoutMs },
  body,
) {
  const database = throwAwayDatabase(serverUrl, prefix);
  let api;
  let connection;
  let cleaning;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      if (api && api.exitCode === null) api.kill("SIGTERM");
      await connection?.close();
      if (keepDatabase && database.created) console.log(`Kept the database: ${database.url}`);
      else await database.drop();
    })());
  // Never hang: the whole run has a hard ceiling.
  const ceiling = setTimeout(() => {
    console.error("Benchmark timed out.");
    void cleanUp().finally(() => process.exit(1));
  }, ceilingMs).unref();
  for (const signal of ["SIGINT", "SIGTERM"])
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

  try {
    if (!existsSync(apiEntry)) {
      console.log("apps/api/dist yok, API derleniyor...");
      await run("pnpm", ["--filter", "@halisaha/api", "build", "--silent"], { cwd: root });
    }
    await database.create();
    await body({
      database,
      async openSeeded(source) {
        const { openPostgres, migrate, seed } = await source("db/index.ts");
        const { seedSteps } = await source("modules/seed-steps.ts");
        connection = await openPostgres(database.url);
        await migrate(connection);
        await seed(connection.db, seedSteps);
        return connection;
      },
      async closeDatabase() {
        await connection?.close();
        connection = undefined;
      },
      async startApi(env = {}) {
        const port = await freePort();
        api = await startNodeProcess(
          [apiEntry],
          benchApiEnv({ PORT: String(port), DATABASE_URL: database.url, ...env }),
          apiReadyLine,
          startTimeoutMs,
        );
        return { api, base: `http://127.0.0.1:${port}` };
      },
    });
  } catch (error) {
    console.error(`Benchmark failed: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
    clearTimeout(ceiling);
  }
}
