import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrate, openPglite, openPostgres, type Database } from "../../src/db";

/** Where a test file's database lives: in-memory PGlite, or a fresh database on a real server. */
export type DatabaseTarget = { kind: "pglite" } | { kind: "postgres"; serverUrl: string };

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (trust auth). */
export function testTargets(env: NodeJS.ProcessEnv = process.env): DatabaseTarget[] {
  const serverUrl = env.TEST_DATABASE_URL?.trim();
  return serverUrl ? [{ kind: "pglite" }, { kind: "postgres", serverUrl }] : [{ kind: "pglite" }];
}

export interface TestDatabase {
  target: DatabaseTarget;
  database: Database;
  /** The fresh database's URL (PostgreSQL only). */
  url: string | undefined;
  /** Closes the connection and, on PostgreSQL, drops the database. Safe to call twice. */
  dispose(): Promise<void>;
}

export interface CreateTestDatabaseOptions {
  /** @default true */
  migrate?: boolean;
}

export async function createTestDatabase(
  target: DatabaseTarget,
  { migrate: runMigrations = true }: CreateTestDatabaseOptions = {},
): Promise<TestDatabase> {
  const created = target.kind === "pglite" ? await createPglite(target) : await createPostgres(target);
  if (runMigrations) {
    try {
      await migrate(created.database);
    } catch (error) {
      await created.dispose();
      throw error;
    }
  }
  return created;
}

async function createPglite(target: DatabaseTarget): Promise<TestDatabase> {
  const database = await openPglite(undefined);
  return { target, database, url: undefined, dispose: once(() => database.close()) };
}

async function createPostgres(target: DatabaseTarget & { kind: "postgres" }): Promise<TestDatabase> {
  const name = `hs_test_${randomBytes(6).toString("hex")}`;
  await onServer(target.serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(target.serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  const dispose = once(async () => {
    await database.close();
    await onServer(target.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return { target, database, url: url.toString(), dispose };
}

/** CREATE/DROP DATABASE cannot run inside a pool's transaction-friendly client; use a plain one. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= action());
}
