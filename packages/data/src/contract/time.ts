/**
 * Time in Europe/Istanbul. Every business date and hour is in this zone on both sides; nothing
 * here reads the host's zone: the wall clock comes from `TZDate` (@date-fns/tz) and the calendar
 * steps from date-fns on a date's noon in Istanbul. Pure: pass `now` to pin the clock.
 */
import { TZDate } from "@date-fns/tz";
import { addDays as addDaysFns, differenceInCalendarDays, getISODay } from "date-fns";
import type { IsoWeekday } from "./enums/weekdays";

export const ISTANBUL_TIME_ZONE = "Europe/Istanbul";

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
const ymdOf = (t: Date) => `${String(t.getFullYear()).padStart(4, "0")}-${pad2(t.getMonth() + 1)}-${pad2(t.getDate())}`;

/** The wall-clock parts of an instant in Istanbul. */
export function istanbulNowParts(now: Date = new Date()): IstanbulParts {
  const t = new TZDate(now.getTime(), ISTANBUL_TIME_ZONE);
  const hour = t.getHours();
  const minute = t.getMinutes();
  return {
    date: ymdOf(t),
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

/** Today's date in Istanbul, `YYYY-MM-DD`. */
export function istanbulToday(now: Date = new Date()): Ymd {
  return istanbulNowParts(now).date;
}

const ymdPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real `YYYY-MM-DD` date as its noon in Istanbul, or null when it is not a calendar date. */
function istanbulNoon(ymd: string): TZDate | null {
  const m = ymdPattern.exec(ymd);
  if (!m) return null;
  const t = new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12, ISTANBUL_TIME_ZONE);
  return ymdOf(t) === ymd ? t : null;
}

function requireNoon(ymd: string): TZDate {
  const t = istanbulNoon(ymd);
  if (!t) throw new RangeError(`not a date: ${ymd}`);
  return t;
}

/** Splits a valid `YYYY-MM-DD` into numbers, or null when it is not a real calendar date. */
export function parseYmd(ymd: string): { year: number; month: number; day: number } | null {
  const t = istanbulNoon(ymd);
  return t ? { year: t.getFullYear(), month: t.getMonth() + 1, day: t.getDate() } : null;
}

/** `"2026-11-22"` + n days (negative goes back). */
export function addDays(ymd: Ymd, days: number): Ymd {
  return ymdOf(addDaysFns(requireNoon(ymd), days));
}

/** ISO weekday of a calendar date: 1 Monday .. 7 Sunday. */
export function isoWeekdayOf(ymd: Ymd): number {
  return getISODay(requireNoon(ymd));
}

/** Days from `from` to `to` (`to` − `from`; negative when `to` is earlier). */
export function daysBetween(from: Ymd, to: Ymd): number {
  return differenceInCalendarDays(requireNoon(to), requireNoon(from));
}

const timePattern = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

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

const tryFormatters = new Map<number | undefined, Intl.NumberFormat>();
function tryFormatter(fractionDigits: number | undefined) {
  let f = tryFormatters.get(fractionDigits);
  if (!f) {
    f = new Intl.NumberFormat("tr-TR", {
      style: "currency",
      currency: "TRY",
      ...(fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
    });
    tryFormatters.set(fractionDigits, f);
  }
  return f;
}

/**
 * An amount in Turkish lira, tr-TR style: `formatTry(1234.5)` → "₺1.234,50". Accepts the
 * numeric strings PostgreSQL sends for decimals ("150.00"). An empty or non-numeric input
 * gives "". `fractionDigits: 0` drops the kuruş (the favourites page).
 */
export function formatTry(
  amount: number | string | null | undefined,
  options: { fractionDigits?: number } = {},
): string {
  if (amount === null || amount === undefined || amount === "") return "";
  const value = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(value)) return "";
  return tryFormatter(options.fractionDigits).format(value);
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
  const noon = istanbulNoon(ymd);
  if (!noon) return ymd;
  return new Intl.DateTimeFormat("tr-TR", { ...options, timeZone: ISTANBUL_TIME_ZONE }).format(noon);
}

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
