/**
 * Calendar arithmetic on `YYYY-MM-DD` dates, with date-fns in Europe/Istanbul. A calendar date
 * stands for its noon in Istanbul (a `TZDate`), so the host's zone and its DST changes never
 * move a day; the Turkish names come from date-fns' `tr` locale.
 */
import { TZDate, tz } from "@date-fns/tz";
import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  format,
  getDaysInMonth,
  getISODay,
  isValid,
  parse,
  startOfMonth,
} from "date-fns";
import { tr } from "date-fns/locale/tr";

export const ISTANBUL_TIME_ZONE = "Europe/Istanbul";
const inIstanbul = tz(ISTANBUL_TIME_ZONE);
const ymdPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date's parts; `month` is 1..12. */
export type CalendarDate = { year: number; month: number; day: number };

/** The noon in Istanbul of a year, a month (1..12, overflow rolls into the next year) and a day. */
export function istanbulNoon(year: number, month: number, day: number): TZDate {
  return new TZDate(year, month - 1, day, 12, ISTANBUL_TIME_ZONE);
}

/** The Istanbul calendar date `YYYY-MM-DD` of an instant. */
export function ymdOf(instant: Date | number): string {
  return format(instant, "yyyy-MM-dd", { in: inIstanbul });
}

/** A real `YYYY-MM-DD` date as its noon in Istanbul; `null` for anything else ('2026-02-30' too). */
export function dateOfYmd(ymd: string | null | undefined): TZDate | null {
  if (!ymd || !ymdPattern.test(ymd)) return null;
  const date = parse(`${ymd} 12`, "yyyy-MM-dd HH", new Date(), { in: inIstanbul });
  return isValid(date) && ymdOf(date) === ymd ? date : null;
}

function requireDate(ymd: string): TZDate {
  const date = dateOfYmd(ymd);
  if (!date) throw new RangeError(`not a date: ${ymd}`);
  return date;
}

/** Splits a real `YYYY-MM-DD` date into numbers; `null` for anything else ('2026-02-30' too). */
export function parseCalendarDate(ymd: string | null | undefined): CalendarDate | null {
  const date = dateOfYmd(ymd);
  return date ? { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() } : null;
}

/** `YYYY-MM-DD` of a year, a month (1..12, overflow rolls into the next year) and a day. */
export function toCalendarDate(year: number, month: number, day: number): string {
  return ymdOf(istanbulNoon(year, month, day));
}

/** The number of days of a month (1..12). */
export function daysInMonth(year: number, month: number): number {
  return getDaysInMonth(istanbulNoon(year, month, 1));
}

/** `ymd` plus `days` (negative goes back). */
export function addCalendarDays(ymd: string, days: number): string {
  return ymdOf(addDays(requireDate(ymd), days));
}

/** `ymd` plus `months`, the day kept or cut to the month's last day (31 Ocak + 1 → 28/29 Şubat). */
export function addCalendarMonths(ymd: string, months: number): string {
  return ymdOf(addMonths(requireDate(ymd), months));
}

/** 1 (Monday) to 7 (Sunday). */
export function isoWeekday(ymd: string): number {
  return getISODay(requireDate(ymd));
}

/**
 * The weeks of a month, Monday first: each week has 7 entries, `null` for a day of another month.
 * @example monthWeeks(2026, 11)[0] // [null, null, null, null, null, null, "2026-11-01"]
 */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = istanbulNoon(year, month, 1);
  const days = eachDayOfInterval({ start: startOfMonth(first), end: endOfMonth(first) }, { in: inIstanbul });
  const cells: (string | null)[] = [
    ...Array.from({ length: getISODay(first) - 1 }, () => null),
    ...days.map((day) => ymdOf(day)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** Today's date in Istanbul, whatever the device's zone. */
export function istanbulToday(now: Date = new Date()): string {
  return ymdOf(now);
}

/**
 * A calendar date in Turkish with its weekday; anything but a real date is returned unchanged.
 * @example formatLongDate("2026-11-21") // "21 Kasım 2026 Cumartesi"
 */
export function formatLongDate(ymd: string): string {
  const date = dateOfYmd(ymd);
  return date ? format(date, "d MMMM yyyy EEEE", { locale: tr }) : ymd;
}

/** 'Kasım 2026'. */
export function formatMonthTitle(year: number, month: number): string {
  return format(istanbulNoon(year, month, 1), "LLLL yyyy", { locale: tr });
}
