import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import pg from "pg";
import { StartupError } from "../config/startup-error";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The Drizzle client modules use; the same API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Business time is Istanbul's on every connection: "today", past slots and stored dates and
 * hours are Europe/Istanbul's, never the host's zone.
 */
export const DB_TIME_ZONE = "Europe/Istanbul";

/** An open database; `close()` may be called more than once. */
export type Database =
  | { kind: "pglite"; db: PgliteDatabase<Schema>; client: PGlite; close(): Promise<void> }
  | { kind: "postgres"; db: NodePgDatabase<Schema>; pool: pg.Pool; close(): Promise<void> };

/** The PostgreSQL connection pool of one API process. */
export interface PoolOptions {
  /** Connections at most (DATABASE_POOL_MAX). */
  max: number;
  /** How long a query waits for a free connection before failing (DATABASE_POOL_WAIT_MS); the API answers 503. */
  waitMs: number;
}

export const DEFAULT_POOL: PoolOptions = { max: 10, waitMs: 5_000 };

export type OpenDatabaseOptions =
  | { databaseUrl: string; onPoolError?: (error: Error) => void; pool?: PoolOptions }
  /** `dataDir: undefined` keeps the embedded database in memory (tests). */
  | { databaseUrl?: undefined; dataDir: string | undefined };

/** Opens PostgreSQL when a URL is given, else embedded PGlite; fails with a StartupError. */
export function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl === undefined
    ? openPglite(options.dataDir)
    : openPostgres(options.databaseUrl, options.onPoolError, options.pool);
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir !== undefined) ensureWritableDir(dataDir);
  const client = await PGlite.create(dataDir === undefined ? undefined : join(dataDir, "pglite"), {
    extensions: { btree_gist, pg_trgm },
  });
  await client.exec(`SET TIME ZONE '${DB_TIME_ZONE}'`);
  return { kind: "pglite", db: drizzlePglite(client, { schema }), client, close: once(() => client.close()) };
}

export async function openPostgres(
  databaseUrl: string,
  onPoolError: (error: Error) => void = () => undefined,
  { max, waitMs }: PoolOptions = DEFAULT_POOL,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    options: `-c TimeZone=${DB_TIME_ZONE}`,
    connectionTimeoutMillis: waitMs,
    max,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", onPoolError);
  try {
    await pool.query("SELECT 1");
  } catch (error) {
    await pool.end();
    throw new StartupError(
      `Database error: cannot use PostgreSQL at ${describeUrl(databaseUrl)} (${reason(error)}). Check DATABASE_URL and that the server is running.`,
    );
  }
  return { kind: "postgres", db: drizzlePg(pool, { schema }), pool, close: once(() => pool.end()) };
}

function ensureWritableDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    const probe = join(dir, `.write-test-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (error) {
    throw new StartupError(
      `Configuration error: DATA_DIR "${dir}" is not writable (${reason(error)}). Point DATA_DIR to a folder this user can create and write.`,
    );
  }
}

/** Closing twice (shutdown racing a failure, tests) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** host:port/database, never the password. */
function describeUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || "5432"}${url.pathname}`;
}

function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
