import type { Query } from "../client/request";

/**
 * An SWR key for a GET: the path alone, or the path and its query
 * (`["/facilities", { limit: 10, offset: 0 }]`). The path always comes first, so writes can
 * revalidate by path (`revalidatePaths`).
 */
export type ApiKey = string | readonly [path: string, query?: Query];

/** The path of a key, or null for keys this package did not make. */
export function keyPath(key: unknown): string | null {
  if (typeof key === "string") return key;
  if (Array.isArray(key) && typeof key[0] === "string") return key[0];
  return null;
}
