import { z } from "zod";
import { cleanText } from "../text";
import { weekdayLabelOfIso, type IsoWeekday } from "../enums/weekdays";
import type { WorkingDay } from "../facilities/facility";
import { blankToUndefined } from "../common/ids";
import { idSchema, listDataSchema, optionalQuery } from "../common/query";
import { pitchMessages } from "../pitches/messages";
import { ymdSchema, contactPhoneSchema } from "../reservations/reservation";
import { findSlot, slotsOfDay } from "../reservations/slots";
import { addDays, istanbulInstant, isoWeekdayOf, type Ymd } from "../time";
import {
  exceptionWrongDayMessage,
  subscriberExceptionMessages as em,
  subscriberMessages as m,
} from "./messages";

export const subscriberStatuses = ["active", "inactive"] as const;
export const subscriberStatusSchema = z.enum(subscriberStatuses, { error: m.statusInvalid });
export type SubscriberStatus = z.infer<typeof subscriberStatusSchema>;

/** Every start hour a subscriber may choose: `"00:00"` … `"23:00"`. */
export const subscriberHourOptions: readonly string[] = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, "0")}:00`,
);

/** An hour on the hour (`"20:00"`, `"20:00:00"` accepted), normalised to `"HH:00"`. */
function hourSchema(required: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: required })
      .trim()
      .regex(/^([01]\d|2[0-3]):00(:00)?$/, { error: m.timeInvalid })
      .transform((value) => value.slice(0, 5)),
  );
}

const dayOfWeekSchema = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    return typeof blank === "string" && /^\d+$/.test(blank.trim()) ? Number(blank) : blank;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? m.dayRequired : m.dayInvalid) })
    .int({ error: m.dayInvalid })
    .min(1, { error: m.dayInvalid })
    .max(7, { error: m.dayInvalid }),
);

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (value === null ? undefined : blankToUndefined(value)),
    cleanText().trim().max(max, { error: message }).optional(),
  );

/**
 * The subscriber's own fields, shared by the form and the API: name, phone,
 * day (1 Monday .. 7 Sunday), start and end hour and status are required (the API defaults a
 * missing status to active); e-mail and notes are optional. `endTime` before `startTime` means
 * the hours run past midnight (the API checks the facility is open then); equal hours are an
 * empty range.
 */
export const subscriberFieldsSchema = z
  .object({
    contactName: cleanText({ error: m.nameRequired })
      .trim()
      .min(1, { error: m.nameRequired })
      .max(100, { error: m.nameTooLong }),
    contactPhone: z
      .string({ error: m.phoneRequired })
      .trim()
      .min(1, { error: m.phoneRequired, abort: true })
      .pipe(contactPhoneSchema),
    contactEmail: z.preprocess(
      (value) => (value === null ? undefined : blankToUndefined(value)),
      z
        .string()
        .trim()
        .pipe(z.email({ error: m.emailInvalid }))
        .optional(),
    ),
    dayOfWeek: dayOfWeekSchema,
    startTime: hourSchema(m.startRequired),
    endTime: hourSchema(m.endRequired),
    notes: optionalText(500, m.notesTooLong),
    /**
     * The pitch the subscriber holds; required on create when the facility has more than one
     * (absent on update: the pitch stays).
     */
    pitchId: z.preprocess(
      (value) => (typeof value === "number" ? String(value) : value === null ? undefined : value),
      optionalQuery(idSchema(pitchMessages.invalidId)),
    ),
    status: z.preprocess(
      (value) => (value === undefined || value === null || value === "" ? "active" : value),
      subscriberStatusSchema,
    ),
  })
  .superRefine((body, ctx) => {
    if (body.startTime === body.endTime)
      ctx.addIssue({ code: "custom", path: ["endTime"], message: m.rangeEmpty });
  });
export type SubscriberFieldsInput = z.input<typeof subscriberFieldsSchema>;
export type SubscriberFields = z.output<typeof subscriberFieldsSchema>;

/** `PUT /subscribers/:id`: the subscriber's fields (a subscriber never moves to another facility). */
export const updateSubscriberBodySchema = subscriberFieldsSchema;

/** `POST /subscribers`: the facility and the subscriber's fields. */
export const createSubscriberBodySchema = z
  .object({
    facilityId: z.preprocess(
      (value) => (typeof value === "number" ? String(value) : value),
      idSchema(m.facilityInvalid, m.facilityRequired),
    ),
  })
  .and(subscriberFieldsSchema);
export type CreateSubscriberBody = z.input<typeof createSubscriberBodySchema>;
export type CreateSubscriberInput = z.output<typeof createSubscriberBodySchema>;

export const subscriberIdParamsSchema = z.object({ id: idSchema(m.invalidId) });
export const subscriberFacilityParamsSchema = z.object({
  facilityId: idSchema(m.facilityInvalid, m.facilityRequired),
});
export const subscriberExceptionIdParamsSchema = z.object({ id: idSchema(em.invalidId) });

/** The cache-busting `t` the client adds to exception calls: accepted and ignored. */
export const cacheBustQuerySchema = z.object({ t: z.unknown().optional() });

/** `POST /subscribers/exception`: a date the subscriber does not come. */
export const createSubscriberExceptionBodySchema = z.object({
  subscriberId: z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    idSchema(m.invalidId, em.subscriberRequired),
  ),
  exceptionDate: ymdSchema(em.dateInvalid, em.dateRequired),
  notes: optionalText(500, em.notesTooLong),
});
export type CreateSubscriberExceptionBody = z.input<typeof createSubscriberExceptionBodySchema>;

/** The exception form: date required, notes optional. */
export const subscriberExceptionFormSchema = z.object({
  exceptionDate: ymdSchema(em.dateInvalid, em.dateRequired),
  notes: optionalText(500, em.notesTooLong),
});
export type SubscriberExceptionFormValues = z.input<typeof subscriberExceptionFormSchema>;

/** A subscriber exception: on `exceptionDate` the hours are free for others. */
export const subscriberExceptionSchema = z.object({
  id: z.number().int(),
  subscriberId: z.number().int(),
  /** `YYYY-MM-DD`, the business day the subscriber skips. */
  exceptionDate: z.string(),
  isAvailable: z.boolean(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SubscriberException = z.infer<typeof subscriberExceptionSchema>;

/** A subscriber as the API returns it. */
export const subscriberSchema = z.object({
  id: z.number().int(),
  facilityId: z.number().int(),
  /** The pitch the subscriber holds every week. */
  pitchId: z.number().int(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string().nullable(),
  /** 1 Monday .. 7 Sunday */
  dayOfWeek: z.number().int().min(1).max(7),
  /** Turkish weekday name: "Salı". */
  dayName: z.string(),
  /** `"HH:00"` */
  startTime: z.string(),
  /** `"HH:00"`; earlier than `startTime` when the hours run past midnight. */
  endTime: z.string(),
  notes: z.string().nullable(),
  status: subscriberStatusSchema,
  /** Its exception days, soonest first. */
  exceptions: z.array(subscriberExceptionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberListDataSchema = listDataSchema(subscriberSchema);
export const subscriberItemDataSchema = z.object({ items: subscriberSchema });
export const subscriberDeleteDataSchema = z.object({ id: z.number().int() });
export const subscriberExceptionListDataSchema = listDataSchema(subscriberExceptionSchema);
export const subscriberExceptionItemDataSchema = z.object({ items: subscriberExceptionSchema });

/** One thing a subscriber's hours clash with, as a 409 names it. */
export const subscriberClashSchema = z.object({
  kind: z.enum(["subscriber", "reservation"]),
  /** The calendar date for a reservation; null for another subscriber (every week). */
  date: z.string().nullable(),
  dayName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** "Salı 20:00-21:00 (abone: Ahmet Yılmaz)" / "1 Aralık 2026 Salı 20:00-21:00 (rezervasyon HS-ABC234)" */
  label: z.string(),
});
export type SubscriberClash = z.infer<typeof subscriberClashSchema>;

// ---- Rules shared by the API (enforcement) and the web (what to show) ----

/** The Turkish weekday name of `dayOfWeek`. */
export function subscriberDayName(dayOfWeek: number): string {
  return weekdayLabelOfIso(dayOfWeek);
}

/** How many hours `startTime`..`endTime` spans (past midnight when the end is earlier); 0 when equal. */
export function subscriberDurationHours(startTime: string, endTime: string): number {
  const start = Number(startTime.slice(0, 2));
  const end = Number(endTime.slice(0, 2));
  return (end - start + 24) % 24;
}

/** Where a subscriber's weekly hours fall relative to its business day. */
export type SubscriberPlacement = {
  /** 1 when the first hour is past midnight of the business day (its calendar date is the next day). */
  dayOffset: number;
  durationHours: number;
};

/** A Monday: weekday `n` of its week stands for every weekday `n` (working hours repeat weekly). */
const REFERENCE_MONDAY = "2024-01-01";

/**
 * Places the hours on the facility's week: every hour must be an open hour, read as the booking
 * slots are (a day open 15:00-03:00 runs to 03:00 of the next date; a range may continue into the
 * next day's hours). A range that runs past midnight where the facility is closed reads as
 * reversed; other closed hours as outside the working hours.
 */
export function placeSubscriberHours(
  workingHours: readonly WorkingDay[],
  dayOfWeek: IsoWeekday | number,
  startTime: string,
  endTime: string,
):
  | { ok: true; placement: SubscriberPlacement }
  | { ok: false; field: "startTime" | "endTime"; message: string } {
  const durationHours = subscriberDurationHours(startTime, endTime);
  if (durationHours === 0) return { ok: false, field: "endTime", message: m.rangeEmpty };
  const start = Number(startTime.slice(0, 2));
  const passesMidnight = start + durationHours > 24;
  const closed = passesMidnight
    ? ({ ok: false, field: "endTime", message: m.rangeReversed } as const)
    : ({ ok: false, field: "startTime", message: m.hoursClosed } as const);
  const businessDate = addDays(REFERENCE_MONDAY, dayOfWeek - 1);
  const first = slotsOfDay(workingHours, businessDate).find((slot) => slot.startTime === startTime);
  if (!first) return closed;
  const dayOffset = first.date === businessDate ? 0 : 1;
  for (let i = 1; i < durationHours; i += 1) {
    const hour = start + i;
    const date = addDays(first.date, Math.floor(hour / 24));
    const label = `${String(hour % 24).padStart(2, "0")}:00`;
    if (!findSlot(workingHours, date, label)) return closed;
  }
  return { ok: true, placement: { dayOffset, durationHours } };
}

/** The instants of a subscriber's hours on business date `date` (a date of its weekday). */
export function subscriberOccurrence(
  subscriber: SubscriberPlacement & { startTime: string },
  date: Ymd,
): { startsAt: Date; endsAt: Date } {
  const startsAt = istanbulInstant(addDays(date, subscriber.dayOffset), subscriber.startTime);
  if (!startsAt) throw new RangeError(`not a date: ${date}`);
  return { startsAt, endsAt: new Date(startsAt.getTime() + subscriber.durationHours * 3_600_000) };
}

const WEEK_HOURS = 7 * 24;

/** Whether two weekly hour ranges ever overlap (hours past Sunday midnight wrap to Monday). */
export function weeklyHoursOverlap(
  a: SubscriberPlacement & { dayOfWeek: number; startTime: string },
  b: SubscriberPlacement & { dayOfWeek: number; startTime: string },
): boolean {
  const startOf = (s: typeof a) =>
    ((s.dayOfWeek - 1 + s.dayOffset) * 24 + Number(s.startTime.slice(0, 2))) % WEEK_HOURS;
  const from = startOf(a);
  const to = startOf(b);
  return (
    (to - from + WEEK_HOURS) % WEEK_HOURS < a.durationHours ||
    (from - to + WEEK_HOURS) % WEEK_HOURS < b.durationHours
  );
}

/** Why `date` cannot be an exception of a subscriber on `dayOfWeek` (today is Istanbul's), or null. */
export function exceptionDateProblem(dayOfWeek: number, date: Ymd, today: Ymd): string | null {
  if (date < today) return em.datePast;
  if (isoWeekdayOf(date) !== dayOfWeek) return exceptionWrongDayMessage(subscriberDayName(dayOfWeek));
  return null;
}

/** "Salı 20:00 - 21:00" */
export function subscriberSlotLabel(subscriber: {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}): string {
  return `${subscriberDayName(subscriber.dayOfWeek)} ${subscriber.startTime} - ${subscriber.endTime}`;
}
