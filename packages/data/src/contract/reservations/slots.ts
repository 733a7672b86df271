import type { WorkingDay } from "../facilities/facility";
import { openingAndClosingTime } from "../facilities/working-hours";
import { addDays, istanbulInstant, isoWeekdayOf, parseYmd, type Ymd } from "../time";

/** A one-hour slot start: `"18:00"`. */
export type HourText = `${string}:00`;

/** One bookable hour of a business day. */
export type DaySlot = {
  /** The calendar date the hour starts on (the next day for hours past midnight). */
  date: Ymd;
  /** `"HH:00"` */
  startTime: string;
  /** `"HH:00"`, one hour later (`"00:00"` after 23:00). */
  endTime: string;
  /** The slot's label, `"18:00 - 19:00"`. */
  time: string;
};

const pad2 = (n: number) => String(n).padStart(2, "0");
const hourLabel = (hour: number) => `${pad2(hour)}:00`;

/** Saturday or Sunday. */
export function isWeekend(ymd: Ymd): boolean {
  return isoWeekdayOf(ymd) >= 6;
}

/** `"18:00"` → `"18:00 - 19:00"`. */
export function slotLabel(startTime: string): string {
  const hour = Number(startTime.slice(0, 2));
  return `${hourLabel(hour)} - ${hourLabel((hour + 1) % 24)}`;
}

/**
 * The bookable hours of business day `date` from the facility's working hours, in order from
 * the opening hour. The day's hours are read as a ring from its opening hour (see
 * `openingAndClosingTime`): on a day open 15:00-03:00, 00:00, 01:00 and 02:00 come after
 * 23:00 and fall on the next calendar date.
 */
export function slotsOfDay(workingHours: readonly WorkingDay[], date: Ymd): DaySlot[] {
  const day = workingHours[isoWeekdayOf(date) - 1];
  if (!day || !day.isOpen || day.hours.length === 0) return [];
  const opening = Number(openingAndClosingTime([day]).openingTime.slice(0, 2));
  const open = new Set(day.hours.map((h) => Number(h.slice(0, 2))));
  const next = addDays(date, 1);
  const slots: DaySlot[] = [];
  for (let i = 0; i < 24; i += 1) {
    const hour = (opening + i) % 24;
    if (!open.has(hour)) continue;
    slots.push({
      date: hour < opening ? next : date,
      startTime: hourLabel(hour),
      endTime: hourLabel((hour + 1) % 24),
      time: slotLabel(hourLabel(hour)),
    });
  }
  return slots;
}

/**
 * Whether the facility is open for the hour starting at calendar `date` + `startTime`: the
 * hour belongs to that day's run or to the previous day's run past midnight.
 */
export function findSlot(
  workingHours: readonly WorkingDay[],
  date: Ymd,
  startTime: string,
): DaySlot | undefined {
  const matches = (slot: DaySlot) => slot.date === date && slot.startTime === startTime;
  return (
    slotsOfDay(workingHours, date).find(matches) ?? slotsOfDay(workingHours, addDays(date, -1)).find(matches)
  );
}

/** The instants of a slot: start and start + 1 h. */
export function slotInstants(slot: Pick<DaySlot, "date" | "startTime">): { startsAt: Date; endsAt: Date } {
  const startsAt = istanbulInstant(slot.date, slot.startTime);
  if (!startsAt) throw new RangeError(`not a slot: ${slot.date} ${slot.startTime}`);
  return { startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) };
}

/**
 * The price of an hour starting on calendar `date`: the weekend price on Saturday and Sunday
 * when the facility has one, else the hourly price.
 */
export function priceForDate(
  facility: { pricePerHour: number; weekendPricePerHour: number | null },
  date: Ymd,
): { price: number; isWeekendPrice: boolean } {
  if (isWeekend(date) && facility.weekendPricePerHour !== null && facility.weekendPricePerHour > 0) {
    return { price: facility.weekendPricePerHour, isWeekendPrice: true };
  }
  return { price: facility.pricePerHour, isWeekendPrice: false };
}

/** The deposit a booking asks: the facility's deposit, capped at the price; 0 when none. */
export function depositFor(facility: { depositAmount: number | null }, price: number): number {
  const deposit = facility.depositAmount ?? 0;
  return Math.min(Math.max(deposit, 0), price);
}

/**
 * How a one-hour booking's price splits between now and the facility: by card, the deposit now
 * (the whole price when there is no deposit) and the rest at the facility; on site, everything
 * at the facility. `null` for a method that is not chosen or not known.
 * @example bookingAmounts(1250, 300, "creditCard") // { now: 300, atFacility: 950 }
 */
export function bookingAmounts(
  price: number,
  depositAmount: number,
  paymentMethod: string | null | undefined,
): { now: number; atFacility: number } | null {
  if (paymentMethod === "onsite") return { now: 0, atFacility: price };
  if (paymentMethod !== "creditCard") return null;
  const now = depositAmount > 0 ? Math.min(depositAmount, price) : price;
  return { now, atFacility: Math.round((price - now) * 100) / 100 };
}

/** What the booking form shows as price: the hour's price, whether it is the weekend's, the deposit. */
export type BookingPrice = { price: number; isWeekendPrice: boolean; deposit: number };

/**
 * The price and deposit of a booking being made: the chosen hour's own price (an hour past
 * midnight of a Friday is a Saturday hour), else the day's from its slot list, else the
 * facility's for `date` (today when `date` is not a calendar date).
 */
export function bookingPriceOf(
  facility: { pricePerHour: number; weekendPricePerHour: number | null; depositAmount: number | null },
  date: string,
  day: { price: number; isWeekendPrice: boolean; depositAmount: number } | undefined,
  chosen: { date: Ymd; price: number } | null,
  today: Ymd,
): BookingPrice {
  if (chosen) {
    return {
      price: chosen.price,
      isWeekendPrice: priceForDate(facility, chosen.date).isWeekendPrice,
      deposit: depositFor(facility, chosen.price),
    };
  }
  if (day) return { price: day.price, isWeekendPrice: day.isWeekendPrice, deposit: day.depositAmount };
  const { price, isWeekendPrice } = priceForDate(facility, parseYmd(date) ? date : today);
  return { price, isWeekendPrice, deposit: depositFor(facility, price) };
}

/** How far ahead a booking may be made. */
export const BOOKING_HORIZON_DAYS = 90;
