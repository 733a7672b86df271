/** Throw-away PostgreSQL databases and the API's own code for the benchmarks in scripts/bench. */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const apiRoot = path.join(root, "apps/api");
const apiRequire = createRequire(path.join(apiRoot, "package.json"));
/** The API's PostgreSQL driver (`pg`), for the scripts that query the database themselves. */
export const pg = apiRequire("pg");

/** `url` with its database replaced by `name`. */
export function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement (CREATE/DROP DATABASE) on the server of `serverUrl`. */
export async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database `<prefix>_<random>` on `serverUrl`'s server (trust auth): `create()`, `drop()`
 * (also after a failed create: a no-op) and its `url`. Give each benchmark its own prefix.
 */
export function throwAwayDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const url = withDatabase(serverUrl, name);
  let created = false;
  return {
    name,
    url,
    get created() {
      return created;
    },
    async create() {
      await onServer(serverUrl, `CREATE DATABASE ${name}`);
      created = true;
    },
    async drop() {
      if (created) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      created = false;
    },
  };
}

/** The ESM file of an API dependency's export (createRequire alone would give the CommonJS one). */
export function esmEntry(name, subpath) {
  const packageDir = path.join(apiRoot, "node_modules", name);
  const manifest = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8"));
  const target = manifest.exports[subpath].import;
  return path.join(packageDir, typeof target === "string" ? target : target.default);
}

/**
 * Runs `action(source, contract)` with the API's TypeScript loadable (tsx): `source("db/index.ts")`
 * imports apps/api/src/db/index.ts; `contract` is @halisaha/data/contract.
 */
export async function withApiSources(action) {
  const { register } = await import(pathToFileURL(esmEntry("tsx", "./esm/api")).href);
  const unregister = register();
  const source = (file) => import(pathToFileURL(path.join(apiRoot, "src", file)).href);
  try {
    const contract = await import(pathToFileURL(esmEntry("@halisaha/data", "./contract")).href);
    return await action(source, contract);
  } finally {
    await unregister();
  }
}

/**
 * CPU seconds (user + system) the processes `pids` have used so far, read from /proc (Linux;
 * a process it cannot read counts 0). Robust to a busy machine where latencies are not.
 */
export function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone, or not on this machine
    }
  }
  return ticks / 100; // USER_HZ
}

/** The process ids of the PostgreSQL backends serving database `name` (they run on this machine when it is local). */
export async function backendPids(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** Seconds `action` took, one decimal. */
export async function timed(action) {
  const started = performance.now();
  await action();
  return ((performance.now() - started) / 1000).toFixed(1);
}

/** A small deterministic random source, so every run seeds the same data. */
export function lcg(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
