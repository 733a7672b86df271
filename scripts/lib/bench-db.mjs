/** Throw-away databases for the benchmarks in scripts/bench. */
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// `pg` is the API's dependency; resolve it from there.
const pg = createRequire(path.join(root, "apps/api/package.json"))("pg");

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
