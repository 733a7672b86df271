/**
 * The zod schemas of the shared enums. The lists, labels and guards they check live in the
 * zod-free modules beside this one, so ui and a first visit read them without zod.
 */
import { z } from "zod";
import { amenities } from "./amenities";
import { facilityStatuses } from "./facility-status";
import { fieldSizes } from "./field-sizes";
import { fieldTypes } from "./field-types";
import { paymentMethods } from "./payment-method";
import { paymentStatuses } from "./payment-status";
import { reservationStatuses } from "./reservation-status";
import { userRoles } from "./roles";
import { weekdayKeys } from "./weekdays";

export const userRoleSchema = z.enum(userRoles);
export const reservationStatusSchema = z.enum(reservationStatuses);
export const paymentStatusSchema = z.enum(paymentStatuses);
export const paymentMethodSchema = z.enum(paymentMethods);
export const facilityStatusSchema = z.enum(facilityStatuses);
export const fieldTypeSchema = z.enum(fieldTypes);
export const fieldSizeSchema = z.enum(fieldSizes);
/** One of the 13 amenity keys. */
export const amenitySchema = z.enum(amenities);
export const weekdayKeySchema = z.enum(weekdayKeys);
/** ISO 8601 weekday numbers: 1 Monday .. 7 Sunday (the subscriber's `dayOfWeek`). */
export const isoWeekdaySchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);
