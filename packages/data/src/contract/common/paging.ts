/** Paging of every list, without zod (the schemas are in common/query.ts). */

export const pagingMessages = {
  invalidLimit: "Geçersiz sayfa boyutu",
  invalidOffset: "Geçersiz başlangıç değeri",
} as const;

/** The largest page a list answers. */
export const MAX_LIMIT = 100;

/** Pages of `limit` needed for `count` rows (0 for none). */
export function totalPagesOf(count: number, limit: number): number {
  return Math.ceil(count / limit);
}
