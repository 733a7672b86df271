/** Starting the built API (or another Node program) for the benchmarks in scripts/bench. */
import { randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, run } from "./process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The built API's entry; `npm run build` (or `pnpm --filter @halisaha/api build`) writes it. */
export const apiEntry = path.join(root, "apps/api/dist/server.js");

/** What the API prints once it listens. */
export const apiReadyLine = /halisaha çalışıyor/;

/**
 * The API's environment under load: production mode on loopback, logs off, the rate limit
 * out of the way (it still counts every request, it just must not refuse the load
 * generator), production's explicit choices made (codes to the log, simulated payments, the
 * site's address) and a throw-away JWT_SECRET unless `overrides` brings one.
 */
export function benchApiEnv(overrides = {}) {
  return {
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    SMS_PROVIDER: "console",
    PAYMENTS_MODE: "test",
    PUBLIC_URL: "http://localhost",
    JWT_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "silent",
    RATE_LIMIT_MAX: String(1e9),
    ...overrides,
  };
}

/**
 * Runs `node …args` from the repository root with only PATH, HOME and `env`, and resolves
 * with the child once its stdout matches `readyLine`; rejects with its output when it exits
 * first, or stops it and rejects when it takes longer than `timeoutMs`.
 */
export function startNodeProcess(args, env, readyLine, timeoutMs = 60_000) {
  const name = path.basename(args[0]);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      reject(new Error(`${name} did not start: ${output}`));
    }, timeoutMs);
    child.stdout.setEncoding("utf8").on("data", (chunk) => {
      output += chunk;
      if (readyLine.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}): ${output.trim()}`));
    });
  });
}

/** Starts the built API with `env` (see `benchApiEnv`) and resolves with the child once it listens. */
export function startApi(env, timeoutMs = 60_000) {
  return startNodeProcess([apiEntry], env, apiReadyLine, timeoutMs);
}

/** Builds the API when dist/server.js is missing or older than a file of its or the contract's sources. */
export async function buildApiIfStale() {
  const built = existsSync(apiEntry) ? statSync(apiEntry).mtimeMs : 0;
  const newer = (dir) =>
    readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? newer(full) : statSync(full).mtimeMs > built;
    });
  if (built > 0 && !["apps/api/src", "packages/data/src/contract"].some((dir) => newer(path.join(root, dir))))
    return;
  console.log("apps/api/dist is missing or older than its sources: building the API...");
  await run("pnpm", ["--filter", "@halisaha/api", "build", "--silent"], { cwd: root });
}

/** Whether the child process has neither exited nor been killed. */
export function isRunning(child) {
  return child.exitCode === null && child.signalCode === null;
}

/** Resolves once `child` has exited (at once when it already has). */
export function exited(child) {
  return isRunning(child) ? new Promise((resolve) => child.once("exit", resolve)) : Promise.resolve();
}

/** What `npm start` serves: the built API, the web build and its server renderer. */
const appBuild = [
  "apps/api/dist/server.js",
  "apps/web/dist/index.html",
  "apps/web/dist-server/entry-server.js",
];

/**
 * Serves the built app as `npm start` does (scripts/serve.mjs: web, renderer and API on one
 * free loopback port) with the demo data in a temporary folder, for the browser benchmarks.
 * Exits the process with a message when the build is missing. Resolves with its address, the
 * first demo facility's page and `stop()`, which ends the app and removes the folder.
 */
export async function serveBuiltApp(name) {
  for (const built of appBuild)
    if (!existsSync(path.join(root, built))) {
      console.error(`${built} is missing: run \`pnpm build\` first.`);
      process.exit(1);
    }
  const dataDir = mkdtempSync(path.join(tmpdir(), `halisaha-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stop = async (app) => {
    app?.kill("SIGTERM");
    if (app) await exited(app);
    rmSync(dataDir, { recursive: true, force: true });
  };
  let app;
  try {
    app = await startNodeProcess(
      ["scripts/serve.mjs"],
      { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      apiReadyLine,
    );
    const first = await (await fetch(`${base}/api/facilities?limit=1`)).json();
    return { base, facilityPage: `/facilities/${first.data.items[0].id}`, stop: () => stop(app) };
  } catch (error) {
    await stop(app);
    throw error;
  }
}
