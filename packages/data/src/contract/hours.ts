/**
 * Wall-clock hours as the product writes them (`HH:MM`), from the `HH:MM:SS` PostgreSQL sends.
 * Plain text work: no time zone and no calendar (those are in ./time).
 */

/** `HH:MM` or `HH:MM:SS`, the hour one or two digits. */
export const timePattern = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** `"HH:MM:SS"` (or `"H:MM"`) → `"HH:MM"`; null/undefined → ""; anything else unchanged. */
export function formatHourMinute(time: string | null | undefined): string {
  if (time === null || time === undefined) return "";
  const m = timePattern.exec(time.trim());
  if (!m) return time;
  return `${(m[1] ?? "").padStart(2, "0")}:${m[2]}`;
}

/**
 * When a facility closes as people read it: the END of its last open hour (`closingTime` is the
 * last open START hour): `"22:00:00"` closes at `"23:00"`, `"02:00:00"` at `"03:00"`.
 */
export function closingHourEnd(closingTime: string): string {
  const m = timePattern.exec(closingTime.trim());
  return m ? `${String((Number(m[1]) + 1) % 24).padStart(2, "0")}:${m[2]}` : closingTime;
}

/**
 * A facility's opening hours, `"09:00 - 23:00"`: from the first open hour's start to the last
 * one's end, as the hours table shows them; the list card and the detail page say the same.
 */
export function openingHoursLabel(openingTime: string, closingTime: string): string {
  return `${formatHourMinute(openingTime)} - ${closingHourEnd(closingTime)}`;
}
