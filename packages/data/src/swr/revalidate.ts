import type { ScopedMutator } from "swr";
import { keyPath } from "./keys";

/** Whether an SWR key belongs to a path or anything below it ("/reservations" matches "/reservations/12"). */
export function keyMatchesPath(key: unknown, path: string): boolean {
  const p = keyPath(key);
  if (p === null) return false;
  const base = path.replace(/\/+$/, "");
  const own = p.split("?")[0] ?? p;
  return own === base || own.startsWith(`${base}/`);
}

/**
 * After a write, refetch every cached key under the given paths, so every screen showing
 * them updates. Pass the `mutate` of `useSWRConfig()` (it targets the provider's cache).
 *
 * ```ts
 * await apiPatch(`/reservations/${id}/cancel`);
 * await revalidatePaths(mutate, "/reservations", `/facilities/${facilityId}/reservation-times`);
 * ```
 */
export function revalidatePaths(mutate: ScopedMutator, ...paths: string[]): Promise<unknown[]> {
  return mutate((key) => paths.some((path) => keyMatchesPath(key, path)));
}
