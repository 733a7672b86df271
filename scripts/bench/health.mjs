#!/usr/bin/env node
/**
 * `pnpm bench:health`: load-tests GET /api/health of the built API (embedded PGlite in a
 * temporary DATA_DIR, so every request runs `select 1`) against a bare Fastify answering
 * the same body, each in its own process on a free loopback port, with the same autocannon
 * settings. Prints requests/s and p99 latency of both and their ratio, then stops both.
 * BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10) tune the run;
 * BENCH_DATABASE_URL runs the API on that PostgreSQL database instead of PGlite.
 */
import { randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { freePort, run } from "../lib/process.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const apiEntry = path.join(root, "apps/api/dist/server.js");
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
    {
      PORT: String(apiPort),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      // Production makes both choices explicit: codes to the log, simulated payments.
      SMS_PROVIDER: "console",
      PAYMENTS_MODE: "test",
      // Production refuses a missing or default secret; a throw-away one per run.
      JWT_SECRET: randomBytes(32).toString("hex"),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
      LOG_LEVEL: "silent",
      // The limiter still counts every request; it just must not refuse the load generator.
      RATE_LIMIT_MAX: String(1e9),
    },
    /halisaha çalışıyor/,
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

function startChild(args, env, readyLine) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let output = "";
    const timer = setTimeout(
      () => reject(new Error(`${path.basename(args[0])} did not start: ${output}`)),
      startTimeoutMs,
    );
    const onData = (chunk) => {
      output += chunk;
      if (readyLine.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.setEncoding("utf8").on("data", onData);
    child.stderr.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${path.basename(args[0])} exited (${code}): ${output.trim()}`));
    });
  });
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
