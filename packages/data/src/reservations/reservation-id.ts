import { MAX_ID } from "../contract/facilities/locations";

/**
 * A database id from a path parameter or a number (`"12"`, `12`): a whole number 1..MAX_ID,
 * else null. The same rule as the contract's `idSchema`, without a schema in the browser.
 */
export function parseDatabaseId(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === "number" ? String(value) : value.trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The reservation id in `/payment/{reservationId}`; null when it names none ('Geçersiz rezervasyon ID'). */
export const parseReservationId = parseDatabaseId;
