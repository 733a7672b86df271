/**
 * A facility's week read as hours, without zod: the cards, the detail page, the hours table and
 * the API's answers all read opening and closing hours from here.
 */
import { facilityMessages } from "./messages";

/** Every hour of a day, `"00:00"` … `"23:00"`. */
export const dayHours: readonly string[] = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, "0")}:00`,
);

/** The open start hours from `from` for `count` hours, wrapping past midnight. */
export function hoursFrom(from: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => dayHours[(from + i) % 24] as string);
}

/** The default day: open 09:00-22:00 (the start hours 09:00 … 21:00). */
export const DEFAULT_DAY_HOURS: readonly string[] = hoursFrom(9, 13);
/** The preset 'default hours': open 15:00-03:00 (start hours 15:00 … 02:00). */
export const PRESET_DAY_HOURS: readonly string[] = hoursFrom(15, 12);

/** `hours` in day order (00:00 first), without duplicates. */
export function sortedHours(hours: readonly string[]): string[] {
  return dayHours.filter((hour) => hours.includes(hour));
}

/** What these rules read of a working day (the contract's `WorkingDay` fits). */
export type OpenDay = { isOpen: boolean; hours: readonly string[] };

/** When no day is open. */
export const DEFAULT_OPENING_TIME = "09:00:00";
export const DEFAULT_CLOSING_TIME = "22:00:00";

const hourNumber = (hour: string) => Number(hour.slice(0, 2));
const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00:00`;

/**
 * openingTime/closingTime: the first and last open hour of the first day.
 * "First day" is the first open day from Monday, so a closed Monday does not blank the card;
 * no open day gives the defaults 09:00:00-22:00:00. The hours are read as a ring, so the
 * order they come in does not matter: 15:00 … 23:00, 00:00 … 02:00 opens 15:00 and closes
 * 02:00 (its last open start hour); a day open around the clock gives 00:00-23:00.
 */
export function openingAndClosingTime(workingHours: readonly OpenDay[]): {
  openingTime: string;
  closingTime: string;
} {
  const day = workingHours.find((d) => d.isOpen && d.hours.length > 0);
  if (!day) return { openingTime: DEFAULT_OPENING_TIME, closingTime: DEFAULT_CLOSING_TIME };
  const open = new Set(day.hours.map(hourNumber));
  if (open.size === 24) return { openingTime: hourText(0), closingTime: hourText(23) };
  const starts = [...open].filter((h) => !open.has((h + 23) % 24)).sort((a, b) => a - b);
  const opening = starts[0] ?? 0;
  let closing = (opening + 23) % 24;
  while (!open.has(closing)) closing = (closing + 23) % 24;
  return { openingTime: hourText(opening), closingTime: hourText(closing) };
}

const rangeEnd = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/**
 * The open hours of a day as ranges. Each range ends one hour after its last start, so a last
 * start of '23:00' ends at '00:00'; a run over midnight ('15:00' … '02:00') is one range
 * '15:00 - 03:00'. All 24 hours give `["24 saat açık"]`; none give `[]`.
 * @example formatOpenHours(["09:00", "10:00", "11:00"]) // ["09:00 - 12:00"]
 */
export function formatOpenHours(hours: readonly string[]): string[] {
  const open = new Set(
    hours.map((hour) => Number.parseInt(hour.slice(0, 2), 10)).filter((hour) => hour >= 0 && hour <= 23),
  );
  if (open.size === 0) return [];
  if (open.size === 24) return [facilityMessages.openAllDay];
  const starts = [...open].filter((hour) => !open.has((hour + 23) % 24)).sort((a, b) => a - b);
  return starts.map((start) => {
    let end = start;
    while (open.has((end + 1) % 24)) end = (end + 1) % 24;
    return `${rangeEnd(start)} - ${rangeEnd((end + 1) % 24)}`;
  });
}
