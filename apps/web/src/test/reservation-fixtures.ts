/** Reservations and slot lists as the API sends them, for the booking, payment and reservations tests. */
import {
  addDays,
  istanbulInstant,
  istanbulToday,
  slotLabel,
  type Reservation,
  type ReservationTimesData,
  type TimeSlot,
} from "@halisaha/data";
import { reservationFixture } from "@halisaha/data/testing";

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, "0");

/** The Istanbul calendar date `days` from today. */
export const dayFromToday = (days: number) => addDays(istanbulToday(), days);

/**
 * A reservation (the data package's fixture) starting at `hour` on the date `days` from today,
 * booked yesterday; `overrides` change any field.
 */
export function reservation(days: number, hour: number, overrides: Partial<Reservation> = {}): Reservation {
  const date = dayFromToday(days);
  const startsAt = istanbulInstant(date, `${pad(hour)}:00`)!;
  const booked = new Date(Date.now() - DAY_MS).toISOString();
  return reservationFixture({
    date,
    startTime: `${pad(hour)}:00`,
    endTime: `${pad((hour + 1) % 24)}:00`,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    totalPrice: 1250,
    createdAt: booked,
    updatedAt: booked,
    ...overrides,
  });
}

/** One hour of `date`, free unless `taken`; past when its start is not after now. */
export function slot(
  date: string,
  hour: number,
  options: { taken?: boolean; price?: number } = {},
): TimeSlot {
  const startTime = `${pad(hour)}:00`;
  const isPast = istanbulInstant(date, startTime)!.getTime() <= Date.now();
  return {
    time: slotLabel(startTime),
    status: !options.taken && !isPast,
    date,
    startTime,
    endTime: `${pad((hour + 1) % 24)}:00`,
    isPast,
    price: options.price ?? 1250,
    freePitchIds: !options.taken && !isPast ? [1] : [],
  };
}

/** The slot list of `date`: hours 09:00-20:00, `taken` hours full. */
export function times(
  date: string,
  taken: readonly number[] = [],
  price = 1250,
  depositAmount = 200,
): ReservationTimesData {
  const items = Array.from({ length: 12 }, (_, i) =>
    slot(date, 9 + i, { taken: taken.includes(9 + i), price }),
  );
  return { items, date, price, isWeekendPrice: false, depositAmount };
}

/** `data` of a list answer. */
export const listOf = <T>(items: T[], count = items.length) => ({
  items,
  count,
  totalPages: Math.max(1, Math.ceil(count / 100)),
});
