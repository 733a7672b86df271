export { DB_TIME_ZONE, openDatabase, openPglite, openPostgres } from "./client";
export type { Database, Db, OpenDatabaseOptions, Schema } from "./client";
export { migrate } from "./migrate";
export { findMigrationsFolder } from "./migrations-folder";
export { seed, seedSteps } from "./seed";
export type { SeedOptions, SeedStep } from "./seed";
