/**
 * Europe/Istanbul, the zone of every business date and hour, and what needs nothing but Intl:
 * kept apart from ./time (date-fns, @date-fns/tz) so the footer on every page loads no calendar
 * code. ./time re-exports both.
 */
export const ISTANBUL_TIME_ZONE = "Europe/Istanbul";

/** One tr-TR formatter in Istanbul per set of options: a week grid writes its days many times a render. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
export function dateFormatOf(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("tr-TR", { ...options, timeZone: ISTANBUL_TIME_ZONE });
    dateFormats.set(key, format);
  }
  return format;
}

/** The current year in Istanbul (the footer's copyright line), whatever the device's zone. */
export function istanbulYear(now: Date = new Date()): number {
  return Number(dateFormatOf({ year: "numeric" }).format(now));
}
