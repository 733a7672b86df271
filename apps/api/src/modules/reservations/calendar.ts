import {
  addDays,
  businessDateOf,
  datesFromTo,
  depositFor,
  priceForDate,
  reservationMessages as m,
  slotInstants,
  slotsOfDay,
  type CalendarDay,
  type WeeklyCalendarItem,
  type WorkingHours,
  type Ymd,
} from "@halisaha/data/contract";
import type { ModuleDeps } from "../../deps";
import { toReservation } from "./present";
import { allReservations, type BookingFacility } from "./repo";

/** The week a calendar read covers, as every entry source receives it. */
export interface CalendarWeek {
  facility: BookingFacility;
  /** The business days asked for, in order (at most 7). */
  days: readonly Ymd[];
  /**
   * The instants their hours can lie in: the first day's 00:00 up to the day after the last
   * day's end (hours past midnight belong to the day before). Filter entries by `day`, not by
   * this window.
   */
  from: Date;
  to: Date;
  /** `?pitchId=`: only this pitch's entries. */
  pitchId?: number | undefined;
}

/**
 * Something that puts blocks on the weekly calendar. Each source answers the entries of
 * `week.days` (an entry's `day` must be one of them); the calendar concatenates every
 * source's entries and sorts them by start.
 */
export type CalendarEntrySource = (
  deps: Pick<ModuleDeps, "db">,
  week: CalendarWeek,
) => Promise<WeeklyCalendarItem[]>;

/** The facility's reservations of the week that are not cancelled (`isSubscription: false`). */
export const reservationEntries: CalendarEntrySource = async ({ db }, week) => {
  const { facility } = week;
  const rows = await allReservations(db, {
    facilityId: facility.id,
    ...(week.pitchId === undefined ? {} : { pitchId: week.pitchId }),
    notCancelled: true,
    startsFrom: week.from,
    startsBefore: week.to,
  });
  const wanted = new Set(week.days);
  const hours = facility.workingHours as WorkingHours;
  return rows.flatMap((row) => {
    const day = businessDateOf(hours, row.reservation.date, row.reservation.startTime);
    if (!wanted.has(day)) return [];
    const reservation = toReservation(row);
    return [
      {
        ...reservation,
        key: `reservation-${reservation.id}`,
        day,
        isSubscription: false,
        subscriberId: null,
        pitchName: reservation.pitch.name,
      },
    ];
  });
};

/** What a subscriber's virtual entry is built from. */
export interface SubscriptionHour {
  subscriberId: number;
  /** The pitch the subscriber holds. */
  pitch: { id: number; name: string };
  contactName: string;
  contactPhone: string;
  contactEmail: string | null;
  notes: string | null;
  /** Calendar date and hours of the entry (`endTime` may span several hours). */
  date: Ymd;
  startTime: string;
  endTime: string;
  /** The subscriber's own stamps. */
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A subscriber's virtual calendar entry: confirmed, paid, price 0, on site, notes 'Abonelik'
 * unless the subscriber has notes; no id or reservation number.
 */
export function subscriptionEntry(facility: BookingFacility, hour: SubscriptionHour): WeeklyCalendarItem {
  const startsAt = slotInstants({ date: hour.date, startTime: hour.startTime }).startsAt;
  const endDate = hour.endTime <= hour.startTime ? addDays(hour.date, 1) : hour.date;
  const endsAt = slotInstants({ date: endDate, startTime: hour.endTime }).startsAt;
  return {
    id: null,
    reservationNumber: null,
    key: `subscription-${hour.subscriberId}-${hour.date}-${hour.startTime}`,
    day: businessDateOf(facility.workingHours as WorkingHours, hour.date, hour.startTime),
    isSubscription: true,
    subscriberId: hour.subscriberId,
    facilityId: facility.id,
    facility: { id: facility.id, name: facility.name, address: facility.address, phone: facility.phone },
    pitchId: hour.pitch.id,
    pitch: hour.pitch,
    pitchName: hour.pitch.name,
    user: null,
    date: hour.date,
    startTime: hour.startTime,
    endTime: hour.endTime,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    fieldSize: facility.fieldSize,
    status: "confirmed",
    paymentStatus: "paid",
    paymentMethod: "onsite",
    totalPrice: 0,
    depositAmount: 0,
    paidAmount: 0,
    contactName: hour.contactName,
    contactEmail: hour.contactEmail,
    contactPhone: hour.contactPhone,
    notes: hour.notes ?? m.subscriptionNote,
    isManualByOwner: false,
    holdExpiresAt: null,
    cancelReason: null,
    createdAt: hour.createdAt.toISOString(),
    updatedAt: hour.updatedAt.toISOString(),
  };
}

/** Each business day's open hours with the price and deposit of an hour then. */
export function calendarDays(facility: BookingFacility, days: readonly Ymd[]): CalendarDay[] {
  return days.map((date) => ({
    date,
    slots: slotsOfDay(facility.workingHours as WorkingHours, date).map((slot) => {
      const { price } = priceForDate(facility, slot.date);
      return {
        date: slot.date,
        startTime: slot.startTime,
        endTime: slot.endTime,
        price,
        depositAmount: depositFor(facility, price),
      };
    }),
  }));
}

/** The business days `startDate`..`endDate` and the window their hours lie in. */
export function calendarWeek(
  facility: BookingFacility,
  startDate: Ymd,
  endDate: Ymd,
  pitchId?: number,
): CalendarWeek {
  return {
    facility,
    pitchId,
    days: datesFromTo(startDate, endDate),
    from: slotInstants({ date: startDate, startTime: "00:00" }).startsAt,
    to: slotInstants({ date: addDays(endDate, 2), startTime: "00:00" }).startsAt,
  };
}
