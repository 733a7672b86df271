/**
 * Time in Europe/Istanbul. Every business date and hour is in this zone on both sides; nothing
 * here reads the host's zone: the wall clock comes from `TZDate` (@date-fns/tz) and the calendar
 * steps from date-fns on a date's noon in Istanbul. Pure: pass `now` to pin the clock.
 */
import { TZDate } from "@date-fns/tz";
import { addDays as addDaysFns, differenceInCalendarDays, getISODay } from "date-fns";
import type { IsoWeekday } from "./enums/weekdays";
import { timePattern } from "./hours";
import { dateFormatOf, ISTANBUL_TIME_ZONE } from "./time-zone";

export { ISTANBUL_TIME_ZONE, istanbulYear } from "./time-zone";

/** A calendar date `YYYY-MM-DD`. */
export type Ymd = string;

export type IstanbulParts = {
  /** `YYYY-MM-DD` */
  date: Ymd;
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  /** 0..23 */
  hour: number;
  minute: number;
  second: number;
  /** `HH:MM` */
  time: string;
  /** 1 Monday .. 7 Sunday */
  isoWeekday: IsoWeekday;
};

const pad2 = (n: number) => String(n).padStart(2, "0");
/** The calendar date of a `TZDate`'s wall clock. */
const wallYmd = (t: Date) => `${String(t.getFullYear()).padStart(4, "0")}-${pad2(t.getMonth() + 1)}-${pad2(t.getDate())}`;

/** The wall-clock parts of an instant in Istanbul. */
export function istanbulNowParts(now: Date = new Date()): IstanbulParts {
  const t = new TZDate(now.getTime(), ISTANBUL_TIME_ZONE);
  const hour = t.getHours();
  const minute = t.getMinutes();
  return {
    date: wallYmd(t),
    year: t.getFullYear(),
    month: t.getMonth() + 1,
    day: t.getDate(),
    hour,
    minute,
    second: t.getSeconds(),
    time: `${pad2(hour)}:${pad2(minute)}`,
    isoWeekday: getISODay(t) as IsoWeekday,
  };
}

/** Today's date in Istanbul, `YYYY-MM-DD`, whatever the device's zone. */
export function istanbulToday(now: Date = new Date()): Ymd {
  return istanbulNowParts(now).date;
}

/** The Istanbul calendar date `YYYY-MM-DD` of an instant (the date picker's days, say). */
export function ymdOf(instant: Date | number): Ymd {
  return wallYmd(new TZDate(typeof instant === "number" ? instant : instant.getTime(), ISTANBUL_TIME_ZONE));
}

const ymdPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real `YYYY-MM-DD` date as its noon in Istanbul (a `TZDate`, so the host's zone and its DST
 * changes never move a day), or null when it is not a calendar date ('2026-02-30' too).
 */
export function dateOfYmd(ymd: string | null | undefined): TZDate | null {
  const m = ymd ? ymdPattern.exec(ymd) : null;
  if (!m) return null;
  const t = new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12, ISTANBUL_TIME_ZONE);
  return wallYmd(t) === ymd ? t : null;
}

function requireNoon(ymd: string): TZDate {
  const t = dateOfYmd(ymd);
  if (!t) throw new RangeError(`not a date: ${ymd}`);
  return t;
}

/** Splits a valid `YYYY-MM-DD` into numbers, or null when it is not a real calendar date. */
export function parseYmd(ymd: string): { year: number; month: number; day: number } | null {
  const t = dateOfYmd(ymd);
  return t ? { year: t.getFullYear(), month: t.getMonth() + 1, day: t.getDate() } : null;
}

/** `"2026-11-22"` + n days (negative goes back). */
export function addDays(ymd: Ymd, days: number): Ymd {
  return wallYmd(addDaysFns(requireNoon(ymd), days));
}

/** ISO weekday of a calendar date: 1 Monday .. 7 Sunday. */
export function isoWeekdayOf(ymd: Ymd): number {
  return getISODay(requireNoon(ymd));
}

/** Days from `from` to `to` (`to` − `from`; negative when `to` is earlier). */
export function daysBetween(from: Ymd, to: Ymd): number {
  return differenceInCalendarDays(requireNoon(to), requireNoon(from));
}

/**
 * The instant at which an Istanbul wall-clock date and time (`HH:MM` or `HH:MM:SS`) happens,
 * e.g. to ask whether a reservation's start is in the past. Null for an invalid input.
 */
export function istanbulInstant(ymd: string, time = "00:00"): Date | null {
  const d = parseYmd(ymd);
  const t = timePattern.exec(time);
  if (!d || !t) return null;
  const hour = Number(t[1]);
  const minute = Number(t[2]);
  const second = Number(t[3] ?? 0);
  if (hour > 23 || minute > 59 || second > 59) return null;
  return new Date(new TZDate(d.year, d.month - 1, d.day, hour, minute, second, ISTANBUL_TIME_ZONE).getTime());
}

const defaultDateOptions: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
};

/**
 * A `YYYY-MM-DD` calendar date in Turkish: `formatDateTr("2026-11-22")` → "22 Kasım 2026";
 * pass options for other shapes (e.g. `{ weekday: "long", day: "numeric", month: "long" }`).
 * A string that is not a valid date is returned unchanged.
 */
export function formatDateTr(ymd: string, options: Intl.DateTimeFormatOptions = defaultDateOptions): string {
  const noon = dateOfYmd(ymd);
  if (!noon) return ymd;
  return dateFormatOf(options).format(noon);
}

const longDateOptions: Intl.DateTimeFormatOptions = { ...defaultDateOptions, weekday: "long" };

/**
 * A calendar date in Turkish with its weekday, as the booking summary, the reservation cards and
 * the date picker write it: `formatLongDate("2026-11-21")` → "21 Kasım 2026 Cumartesi".
 * A string that is not a valid date is returned unchanged.
 */
export function formatLongDate(ymd: string): string {
  return formatDateTr(ymd, longDateOptions);
}
