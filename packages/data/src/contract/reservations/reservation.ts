import { z } from "zod";
import { cleanText } from "../text";
import { paymentMethods, defaultPaymentMethod } from "../enums/payment-method";
import { paymentStatuses } from "../enums/payment-status";
import { reservationStatuses } from "../enums/reservation-status";
import { paymentMethodSchema, paymentStatusSchema, reservationStatusSchema } from "../enums/schemas";
import { blankToUndefined } from "../common/ids";
import { idSchema, listDataSchema, optionalQuery, pagingSchema } from "../common/query";
import { addDays, istanbulToday, parseYmd, type Ymd } from "../time";
import { pitchRefSchema } from "../pitches/pitch";
import { pitchMessages } from "../pitches/messages";
import { reservationMessages as m } from "./messages";
import { cancelReasons } from "./rules";
import { BOOKING_HORIZON_DAYS } from "./slots";

/** A real calendar date `YYYY-MM-DD`. */
export function ymdSchema(invalid: string = m.dateInvalid, required: string = m.dateRequired) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : invalid) })
    .trim()
    .min(1, { error: required, abort: true })
    .refine((value) => parseYmd(value) !== null, { error: invalid });
}

/** A slot start on the hour: `"18:00"` (`"18:00:00"` accepted), normalised to `"HH:00"`. */
export const slotStartSchema = z
  .string({ error: m.slotRequired })
  .trim()
  .min(1, { error: m.slotRequired, abort: true })
  .regex(/^([01]\d|2[0-3]):00(:00)?$/, { error: m.invalidStartTime })
  .transform((value) => value.slice(0, 5));

/** Contact phone: digits only after dropping spaces, dashes and a leading +90; 10 or 11 digits. */
export const contactPhoneSchema = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, { error: m.phoneRequired })
  .transform((value) => value.replace(/[\s()-]/g, "").replace(/^\+90/, ""))
  .pipe(z.string().regex(/^\d{10,11}$/, { error: m.phoneInvalid }));

const contactEmailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired })
  .pipe(z.email({ error: m.emailInvalid }));

const notesSchema = z.preprocess(
  (value) => (value === null ? undefined : blankToUndefined(value)),
  cleanText().trim().max(500, { error: m.notesTooLong }).optional(),
);

/**
 * `POST /reservations` body. `date` + `startTime` are the slot's CALENDAR
 * date and start hour as `GET /facilities/:id/reservation-times` lists them (its entries
 * carry `date`). The server decides `endTime`, `totalPrice` and `depositAmount`: what the
 * client sends there is accepted and ignored. `status` and `paymentStatus` count only for a
 * manual booking by the facility's owner (defaults confirmed / unpaid); for an owner's manual
 * booking `contactEmail` may be empty.
 */
export const createReservationBodySchema = z
  .object({
    facilityId: z.preprocess(
      (value) => (typeof value === "number" ? String(value) : value),
      idSchema("Geçersiz tesis numarası", "Tesis seçimi zorunludur"),
    ),
    /** The pitch to book; absent: the server picks a free active one (lowest sortOrder). */
    pitchId: z.preprocess(
      (value) => (typeof value === "number" ? String(value) : value === null ? undefined : value),
      optionalQuery(idSchema(pitchMessages.invalidId)),
    ),
    date: ymdSchema(),
    startTime: slotStartSchema,
    endTime: z.unknown().optional(),
    paymentMethod: z.preprocess(
      (value) => (value === undefined || value === null || value === "" ? defaultPaymentMethod : value),
      z.enum(paymentMethods, { error: m.paymentMethodRequired }),
    ),
    contactName: cleanText({ error: m.nameRequired })
      .trim()
      .min(1, { error: m.nameRequired })
      .max(100, { error: m.nameTooLong }),
    contactEmail: z.preprocess(
      (value) => (value === null ? undefined : blankToUndefined(value)),
      contactEmailSchema.optional(),
    ),
    contactPhone: contactPhoneSchema,
    notes: notesSchema,
    totalPrice: z.unknown().optional(),
    depositAmount: z.unknown().optional(),
    isManualByOwner: z.boolean({ error: m.manualFlagInvalid }).default(false),
    status: z.preprocess(
      blankToUndefined,
      z.enum(reservationStatuses, { error: m.invalidStatus }).optional(),
    ),
    paymentStatus: z.preprocess(
      blankToUndefined,
      z.enum(paymentStatuses, { error: m.invalidPaymentStatus }).optional(),
    ),
  })
  .superRefine((body, ctx) => {
    if (!body.isManualByOwner && body.contactEmail === undefined) {
      ctx.addIssue({ code: "custom", path: ["contactEmail"], message: m.emailRequired });
    }
  });
export type CreateReservationBody = z.input<typeof createReservationBodySchema>;
export type CreateReservationInput = z.output<typeof createReservationBodySchema>;

/**
 * The booking form. `today` is Istanbul's date; `timeSlot` is the chosen
 * slot's start `"HH:00"` and `slotDate` its calendar date (from the slot list).
 */
export function bookingFormSchema(today: Ymd = istanbulToday()) {
  return z.object({
    date: ymdSchema()
      .refine((value) => value >= today, { error: m.datePast })
      .refine((value) => value <= addDays(today, BOOKING_HORIZON_DAYS), { error: m.dateTooFar }),
    timeSlot: z.string({ error: m.slotRequired }).min(1, { error: m.slotRequired }),
    slotDate: z.string(),
    paymentMethod: paymentMethodSchema
      .or(z.literal(""))
      .refine((v) => v !== "", { error: m.paymentMethodRequired }),
    contactName: cleanText().trim().min(1, { error: m.nameRequired }),
    contactEmail: contactEmailSchema,
    contactPhone: contactPhoneSchema,
    notes: cleanText().trim().max(500, { error: m.notesTooLong }).optional(),
  });
}
export type BookingFormValues = z.input<ReturnType<typeof bookingFormSchema>>;

/** `GET /facilities/:id/reservation-times?date=`: the business date whose hours to list. */
export const reservationTimesQuerySchema = z.object({
  date: ymdSchema(),
  /** One pitch's hours; absent: the facility's (free while any active pitch is). */
  pitchId: optionalQuery(idSchema(pitchMessages.invalidId)),
});

/** One entry of the slot list: `time` + `status` (true = free), plus its parts. */
export const timeSlotSchema = z.object({
  time: z.string(),
  status: z.boolean(),
  /** The calendar date the hour starts on (the next day past midnight). */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** The start is not after now (Istanbul). Past slots are also `status: false`. */
  isPast: z.boolean(),
  /**
   * What this hour costs by its calendar `date` (`pitchPriceForDate`) on the cheapest free pitch
   * (or the asked one; with none free, the cheapest active one): an hour past midnight of a
   * Friday is a Saturday hour, so it can differ from the day's `price`.
   */
  price: z.number(),
  /** The active pitches free at this hour (the asked pitch only, with `?pitchId=`), by sortOrder. */
  freePitchIds: z.array(z.number().int()),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;
/**
 * `GET /facilities/:id/reservation-times` → `data`: business day `date`'s hours, and the price
 * and deposit of an hour on that calendar date (each entry carries its own `price`).
 */
export const reservationTimesDataSchema = z.object({
  items: z.array(timeSlotSchema),
  date: z.string(),
  price: z.number(),
  isWeekendPrice: z.boolean(),
  depositAmount: z.number(),
});
export type ReservationTimesData = z.infer<typeof reservationTimesDataSchema>;

/** A reservation as the API returns it (plus instants and amounts paid). */
export const reservationSchema = z.object({
  id: z.number().int(),
  reservationNumber: z.string(),
  facilityId: z.number().int(),
  facility: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
  }),
  /** The pitch (saha) the reservation holds. */
  pitchId: z.number().int(),
  pitch: pitchRefSchema,
  /** The booking user; null for an owner's manual booking. */
  user: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      phoneNumber: z.string().nullable(),
      email: z.string(),
    })
    .nullable(),
  /** Istanbul calendar date of the start. */
  date: z.string(),
  /** `"HH:MM"` */
  startTime: z.string(),
  endTime: z.string(),
  /** ISO instants */
  startsAt: z.string(),
  endsAt: z.string(),
  fieldSize: z.string(),
  status: reservationStatusSchema,
  paymentStatus: paymentStatusSchema,
  paymentMethod: paymentMethodSchema,
  totalPrice: z.number(),
  depositAmount: z.number(),
  paidAmount: z.number(),
  contactName: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string(),
  notes: z.string().nullable(),
  isManualByOwner: z.boolean(),
  /**
   * Until when an unpaid card booking holds its hour (ISO instant): paying within it confirms
   * the booking, after it the booking is cancelled and the hour freed. Null for other bookings.
   */
  holdExpiresAt: z.string().nullable(),
  /** Why the system cancelled it (`hold_expired`: not paid within the hold); null otherwise. */
  cancelReason: z.enum(cancelReasons).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/**
 * `POST /reservations`, `PATCH …/confirm|cancel|complete` → `data.items`. `GET /reservations/:id`
 * answers the reservation itself as `data` (the client reads `data` there), i.e. `reservationSchema`.
 */
export const reservationItemDataSchema = z.object({ items: reservationSchema });
export const reservationListDataSchema = listDataSchema(reservationSchema);

export const reservationIdParamsSchema = z.object({ id: idSchema(m.invalidId) });

const statusFilter = optionalQuery(z.enum(reservationStatuses, { error: m.invalidStatus }));

/** `GET /reservations/user?status&limit&offset`: the caller's bookings, latest start first. */
export const userReservationListQuerySchema = z.object({ status: statusFilter, ...pagingSchema(100) });

/**
 * `GET /reservations/facility/:id?status&search&limit&offset`: one facility's bookings,
 * soonest start first. `search` matches the number, contact name, phone and e-mail.
 */
export const facilityReservationListQuerySchema = z.object({
  status: statusFilter,
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  ...pagingSchema(100),
});

/** `GET /reservations/facility-owner?startDate&endDate&status&facilityId`: across the caller's facilities. */
export const ownerReservationListQuerySchema = z
  .object({
    startDate: optionalQuery(ymdSchema()),
    endDate: optionalQuery(ymdSchema()),
    status: statusFilter,
    facilityId: optionalQuery(idSchema("Geçersiz tesis numarası")),
    ...pagingSchema(100),
  })
  .refine((q) => q.startDate === undefined || q.endDate === undefined || q.startDate <= q.endDate, {
    error: m.invalidDateRange,
    path: ["startDate"],
  });

/** `GET /reservations/:facilityId/status-count` → `data.items`. */
export const reservationStatusCountSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
export type ReservationStatusCount = z.infer<typeof reservationStatusCountSchema>;
export const reservationStatusCountDataSchema = z.object({ items: reservationStatusCountSchema });
