export { DB_TIME_ZONE, DEFAULT_POOL, openDatabase, openPglite, openPostgres } from "./client";
export type { Database, Db, OpenDatabaseOptions, PoolOptions, Schema } from "./client";
export { migrate } from "./migrate";
export { findMigrationsFolder } from "./migrations-folder";
export { seed } from "./seed";
export type { SeedOptions, SeedStep } from "./seed";
