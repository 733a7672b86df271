import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";
import { findMigrationsFolder } from "./migrations-folder";

/** Any constant works; it only has to be the same for every API process. */
const MIGRATION_LOCK_ID = 4_205_310_001;

/** Applies pending SQL migrations from apps/api/drizzle; running it again changes nothing. */
export async function migrate(database: Database, migrationsFolder = findMigrationsFolder()): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db, { migrationsFolder });
    return;
  }
  // One connection holds an advisory lock, so replicas starting together migrate one at a time.
  const client = await database.pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzle(client), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).then(
      () => client.release(),
      (error: Error) => client.release(error),
    );
  }
}
