/**
 * Calendar arithmetic on `YYYY-MM-DD` dates. A calendar date has no time zone: every step goes
 * through `Date.UTC(…, 12)` (noon UTC), so the host's zone and its DST changes never move a day.
 */

/** Turkish month names, January first. */
export const monthNames = [
  "Ocak",
  "Şubat",
  "Mart",
  "Nisan",
  "Mayıs",
  "Haziran",
  "Temmuz",
  "Ağustos",
  "Eylül",
  "Ekim",
  "Kasım",
  "Aralık",
] as const;

/** The calendar's column heads, Monday first: the short and the full Turkish weekday names. */
export const calendarWeekdays = [
  { short: "Pzt", long: "Pazartesi" },
  { short: "Sal", long: "Salı" },
  { short: "Çar", long: "Çarşamba" },
  { short: "Per", long: "Perşembe" },
  { short: "Cum", long: "Cuma" },
  { short: "Cmt", long: "Cumartesi" },
  { short: "Paz", long: "Pazar" },
] as const;

const ymdPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad2 = (n: number) => String(n).padStart(2, "0");

/** A calendar date's parts; `month` is 1..12. */
export type CalendarDate = { year: number; month: number; day: number };

/** Splits a real `YYYY-MM-DD` date into numbers; `null` for anything else ('2026-02-30' too). */
export function parseCalendarDate(ymd: string | null | undefined): CalendarDate | null {
  const match = ymd ? ymdPattern.exec(ymd) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day, 12));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

function fromUtcNoon(date: Date): string {
  return `${String(date.getUTCFullYear()).padStart(4, "0")}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** `YYYY-MM-DD` of a year, a month (1..12, overflow rolls into the next year) and a day. */
export function toCalendarDate(year: number, month: number, day: number): string {
  return fromUtcNoon(new Date(Date.UTC(year, month - 1, day, 12)));
}

/** The number of days of a month (1..12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0, 12)).getUTCDate();
}

/** `ymd` plus `days` (negative goes back). */
export function addCalendarDays(ymd: string, days: number): string {
  const d = parseCalendarDate(ymd);
  if (!d) throw new RangeError(`not a date: ${ymd}`);
  return toCalendarDate(d.year, d.month, d.day + days);
}

/** `ymd` plus `months`, the day kept or cut to the month's last day (31 Ocak + 1 → 28/29 Şubat). */
export function addCalendarMonths(ymd: string, months: number): string {
  const d = parseCalendarDate(ymd);
  if (!d) throw new RangeError(`not a date: ${ymd}`);
  const first = parseCalendarDate(toCalendarDate(d.year, d.month + months, 1))!;
  return toCalendarDate(first.year, first.month, Math.min(d.day, daysInMonth(first.year, first.month)));
}

/** 1 (Monday) to 7 (Sunday). */
export function isoWeekday(ymd: string): number {
  const d = parseCalendarDate(ymd);
  if (!d) throw new RangeError(`not a date: ${ymd}`);
  const day = new Date(Date.UTC(d.year, d.month - 1, d.day, 12)).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The weeks of a month, Monday first: each week has 7 entries, `null` for a day of another month.
 * @example monthWeeks(2026, 11)[0] // [null, null, null, null, null, null, "2026-11-01"]
 */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = toCalendarDate(year, month, 1);
  const lead = isoWeekday(first) - 1;
  const total = daysInMonth(year, month);
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: total }, (_, index) => toCalendarDate(year, month, index + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

const istanbulParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Istanbul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in Istanbul, whatever the device's zone. */
export function istanbulToday(now: Date = new Date()): string {
  const parts: Record<string, string> = {};
  for (const part of istanbulParts.formatToParts(now)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const longDate = new Intl.DateTimeFormat("tr-TR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  weekday: "long",
  timeZone: "Europe/Istanbul",
});

/**
 * A calendar date in Turkish with its weekday; anything but a real date is returned unchanged.
 * @example formatLongDate("2026-11-21") // "21 Kasım 2026 Cumartesi"
 */
export function formatLongDate(ymd: string): string {
  const d = parseCalendarDate(ymd);
  if (!d) return ymd;
  // noon UTC is 15:00 in Istanbul: the same calendar day
  return longDate.format(new Date(Date.UTC(d.year, d.month - 1, d.day, 12)));
}

/** 'Kasım 2026'. */
export function formatMonthTitle(year: number, month: number): string {
  return `${monthNames[month - 1] ?? ""} ${year}`;
}
