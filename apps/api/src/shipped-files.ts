import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * A folder the API ships beside its code (`drizzle/`, `assets/…`), found by walking up from the
 * calling module: two levels up from `src/<folder>/` (tsx, vitest), one level up from `dist/`
 * (the tsup bundle). `marker` is a path inside the folder that proves it is the right one.
 */
export function findShippedFolder(from: string, folder: string, marker: string): string {
  for (let dir = from, depth = 0; depth < 4; dir = dirname(dir), depth += 1) {
    const candidate = join(dir, folder);
    if (existsSync(join(candidate, marker))) return candidate;
  }
  throw new Error(`${folder} not found above ${from} (expected apps/api/${folder}/${marker})`);
}
