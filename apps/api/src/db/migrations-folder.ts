import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * apps/api/drizzle, found by walking up from this module: it sits two levels up from
 * src/db/ (tsx, vitest) and one level up from dist/ (the tsup bundle).
 */
export function findMigrationsFolder(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from, depth = 0; depth < 4; dir = dirname(dir), depth += 1) {
    const candidate = join(dir, "drizzle");
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
  }
  throw new Error(`SQL migrations not found above ${from} (expected apps/api/drizzle/meta/_journal.json)`);
}
