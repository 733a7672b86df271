/**
 * Database ids without zod: the browser reads path parameters and filters with these on a
 * first visit, and `idSchema` (common/query.ts) builds its schema on the same rule.
 */

/** Largest value of a PostgreSQL `integer`: bigger ids can name nothing. */
export const MAX_ID = 2_147_483_647;

/** The digits an id may be written with: one to ten, nothing else. */
const ID_TEXT = /^\d{1,10}$/;

/**
 * A database id from a path parameter, a query value or a number (`"12"`, ` 12 `, `12`): a
 * whole number 1..MAX_ID, else null.
 */
export function parseId(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** Query strings: "" and absent are the same. */
export const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
