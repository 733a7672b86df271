import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { findShippedFolder } from "../shipped-files";

/** apps/api/drizzle, the SQL migrations, found beside the code (src/db/ or dist/). */
export function findMigrationsFolder(from = dirname(fileURLToPath(import.meta.url))): string {
  return findShippedFolder(from, "drizzle", join("meta", "_journal.json"));
}
