#!/usr/bin/env node
/**
 * `pnpm bench:health`: load-tests GET /api/health of the built API (embedded PGlite in a
 * temporary DATA_DIR, so every request runs `select 1`) against a bare Fastify answering
 * the same body, each in its own process on a free loopback port, with the same autocannon
 * settings. Prints requests/s and p99 latency of both and their ratio, then stops both.
 * BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10) tune the run;
 * BENCH_DATABASE_URL runs the API on that PostgreSQL database instead of PGlite.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { apiEntry, apiReadyLine, benchApiEnv, startNodeProcess } from "../lib/bench-api.mjs";
import { freePort, run } from "../lib/process.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const warmupSeconds = 2;
const startTimeoutMs = 60_000;

// Never hang: the whole run has a hard ceiling.
const ceiling = setTimeout(
  () => {
    console.error("Benchmark timed out.");
    process.exit(1);
  },
  startTimeoutMs * 2 + (duration + warmupSeconds) * 2 * 1000 + 30_000,
).unref();

if (!existsSync(apiEntry)) {
  console.log("apps/api/dist yok, API derleniyor...");
  await run("pnpm", ["--filter", "@halisaha/api", "build", "--silent"], { cwd: root });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "hs-bench-"));
const children = [];
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill("SIGTERM"));
process.on("exit", () => {
  stopAll();
  rmSync(dataDir, { recursive: true, force: true });
});

try {
  const apiPort = await freePort();
  const api = await startChild(
    [apiEntry],
    benchApiEnv({
      PORT: String(apiPort),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    }),
    apiReadyLine,
  );
  const barePort = await freePort();
  const bare = await startChild([path.join(here, "bare-server.mjs"), String(barePort)], {}, /ready/);

  const results = [];
  for (const [name, port] of [
    ["bare Fastify", barePort],
    ["halisaha API", apiPort],
  ]) {
    const url = `http://127.0.0.1:${port}/api/health`;
    await load(url, warmupSeconds);
    results.push({ name, ...(await load(url, duration)) });
  }
  api.kill("SIGTERM");
  bare.kill("SIGTERM");

  const database = databaseUrl ? "PostgreSQL" : "PGlite";
  console.log(
    `\nGET /api/health (API on ${database}), ${connections} connections, ${duration} s each, loopback\n`,
  );
  console.table(
    results.map((r) => ({
      server: r.name,
      "requests/s": Math.round(r.rps),
      "p99 ms": r.p99,
      "non-2xx": r.non2xx,
      errors: r.errors,
    })),
  );
  const [baseline, ours] = results;
  console.log(
    `halisaha API / bare Fastify: ${(ours.rps / baseline.rps).toFixed(2)}× requests/s, ${(ours.p99 / Math.max(baseline.p99, 1)).toFixed(2)}× p99 latency`,
  );
  process.exitCode = results.some((r) => r.non2xx > 0 || r.errors > 0) ? 1 : 0;
} catch (error) {
  console.error(`Benchmark failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  stopAll();
  clearTimeout(ceiling);
}

async function startChild(args, env, readyLine) {
  const child = await startNodeProcess(args, env, readyLine, startTimeoutMs);
  children.push(child);
  return child;
}

async function load(url, seconds) {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
