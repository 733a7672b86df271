import { z } from "zod";
import { facilityStatusSchema } from "../enums/schemas";
import type { WorkingDay } from "../facilities/facility";
import { idSchema, optionalQuery } from "../common/query";
import { pitchMessages } from "../pitches/messages";
import { addDays, daysBetween, isoWeekdayOf, parseYmd, type Ymd } from "../time";
import { reservationMessages as m } from "./messages";
import { reservationSchema, ymdSchema } from "./reservation";
import { slotsOfDay } from "./slots";

/** A calendar read covers at most one week. */
export const CALENDAR_MAX_DAYS = 7;

/** The Monday of the week `date` lies in (the week starts on Monday). */
export function mondayOf(date: Ymd): Ymd {
  return addDays(date, 1 - isoWeekdayOf(date));
}

/** `from`, `from + 1` … `to`, inclusive. */
export function datesFromTo(from: Ymd, to: Ymd): Ymd[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
}

/**
 * The business day an hour belongs to: calendar `date` itself when that day's run has the
 * hour, else the day before when its run goes past midnight into it (a Friday open
 * 15:00-03:00 owns Saturday's 01:00), else `date` (the hours have changed since).
 */
export function businessDateOf(workingHours: readonly WorkingDay[], date: Ymd, startTime: string): Ymd {
  const owns = (day: Ymd) =>
    slotsOfDay(workingHours, day).some((s) => s.date === date && s.startTime === startTime);
  if (owns(date)) return date;
  const before = addDays(date, -1);
  return owns(before) ? before : date;
}

/**
 * `GET /reservations/weekly-calendar?facilityId&startDate&endDate`: business days
 * `startDate`..`endDate` (Monday to Sunday as the calendar asks, at most 7 days).
 */
export const weeklyCalendarQuerySchema = z
  .object({
    facilityId: idSchema("Geçersiz tesis numarası", "Tesis seçimi zorunludur"),
    startDate: ymdSchema(),
    endDate: ymdSchema(),
    /** Only this pitch's entries; absent: every pitch's. */
    pitchId: optionalQuery(idSchema(pitchMessages.invalidId)),
  })
  .superRefine((q, ctx) => {
    // A bad date has its own issue already.
    if (parseYmd(q.startDate) === null || parseYmd(q.endDate) === null) return;
    const days = daysBetween(q.startDate, q.endDate);
    if (days < 0) ctx.addIssue({ code: "custom", path: ["startDate"], message: m.invalidDateRange });
    else if (days >= CALENDAR_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: m.calendarRangeTooLong });
  });
export type WeeklyCalendarQuery = z.output<typeof weeklyCalendarQuerySchema>;

/**
 * One block of the weekly calendar (the reservation's fields plus
 * `isSubscription`). A subscriber's weekly hour is a virtual entry: no id or number, confirmed,
 * paid, price 0, on site, notes 'Abonelik' unless the subscriber has notes.
 */
export const weeklyCalendarItemSchema = reservationSchema.extend({
  /** The reservation's id; null for a subscriber's virtual entry. */
  id: z.number().int().nullable(),
  reservationNumber: z.string().nullable(),
  /** Unique in the answer: `reservation-<id>` or `subscription-<subscriberId>-<date>-<startTime>`. */
  key: z.string(),
  /** The business day (the calendar's column); the day before `date` for an hour past midnight. */
  day: z.string(),
  isSubscription: z.boolean(),
  /** The subscriber behind a virtual entry; null for reservations. */
  subscriberId: z.number().int().nullable(),
  /** The pitch's name (`pitchId` and `pitch` come from the reservation's fields). */
  pitchName: z.string(),
});
export type WeeklyCalendarItem = z.infer<typeof weeklyCalendarItemSchema>;

/** One open hour of a calendar day, with what an hour then costs. */
export const calendarSlotSchema = z.object({
  /** Calendar date the hour starts on (the next day past midnight). */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  price: z.number(),
  depositAmount: z.number(),
});
export type CalendarSlot = z.infer<typeof calendarSlotSchema>;

/** One business day of the week: its open hours in order from the opening hour. */
export const calendarDaySchema = z.object({ date: z.string(), slots: z.array(calendarSlotSchema) });
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** `GET /reservations/weekly-calendar` → `data`. */
export const weeklyCalendarDataSchema = z.object({
  items: z.array(weeklyCalendarItemSchema),
  facility: z.object({ id: z.number().int(), name: z.string() }),
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(calendarDaySchema),
});
export type WeeklyCalendarData = z.infer<typeof weeklyCalendarDataSchema>;

/** The figures of one period of the owner dashboard (Istanbul calendar days, inclusive). */
export const dashboardPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Reservations starting in the period that are not cancelled. */
  reservationCount: z.number().int(),
  /** Hours of those reservations. */
  bookedHours: z.number(),
  /** Open hours of the facilities in the period (each business day's working hours). */
  openHours: z.number(),
  /** bookedHours / openHours as a percentage with one decimal; 0 when nothing is open. */
  occupancy: z.number(),
  /** Sum of `totalPrice` of those reservations. */
  revenue: z.number(),
  /** Money kept from online payments for reservations starting in the period (refunds subtracted). */
  paidOnline: z.number(),
});
export type DashboardPeriod = z.infer<typeof dashboardPeriodSchema>;

/** How many reservations each list of the dashboard carries at most. */
export const DASHBOARD_LIMITS = { today: 50, upcoming: 5, pending: 10 } as const;

/** `GET /reservations/owner-dashboard` → `data.items`. */
export const ownerDashboardSchema = z.object({
  /** Istanbul's date when the figures were computed. */
  today: z.string(),
  /** Facilities counted (the owner's not deleted ones; an admin's: all). */
  facilityCount: z.number().int(),
  periods: z.object({
    today: dashboardPeriodSchema,
    week: dashboardPeriodSchema,
    month: dashboardPeriodSchema,
  }),
  /** Today's reservations that are not cancelled, by start (at most 50). */
  todayReservations: z.array(reservationSchema),
  /** The next pending or confirmed reservations (at most 5). */
  upcoming: z.array(reservationSchema),
  /** Reservations waiting for the owner's answer, soonest first (at most 10), and how many there are. */
  pending: z.array(reservationSchema),
  pendingCount: z.number().int(),
});
export type OwnerDashboard = z.infer<typeof ownerDashboardSchema>;
export const ownerDashboardDataSchema = z.object({ items: ownerDashboardSchema });

/**
 * `GET /reservations/owner-facilities` → `data`: the facilities the owner's reservation screens
 * choose from (the caller's that are not deleted, by name; an admin's: the first 100 of all)
 * and how many there are.
 */
export const ownerFacilityOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  status: facilityStatusSchema,
});
export type OwnerFacilityOption = z.infer<typeof ownerFacilityOptionSchema>;
export const ownerFacilityOptionsDataSchema = z.object({
  items: z.array(ownerFacilityOptionSchema),
  count: z.number().int(),
});
export type OwnerFacilityOptions = z.infer<typeof ownerFacilityOptionsDataSchema>;
/** The most facilities the selectors list. */
export const OWNER_FACILITY_OPTIONS_LIMIT = 100;
