import { z } from "zod";
import { facilityStatuses } from "../enums/facility-status";
import {
  amenitySchema,
  facilityStatusSchema,
  fieldSizeSchema,
  fieldTypeSchema,
  weekdayKeySchema,
} from "../enums/schemas";
import { weekdayKeys } from "../enums/weekdays";
import { foldTurkish, turkishSlug } from "./fold";
import { blankToUndefined, parseId } from "../common/ids";
import { idSchema, listDataSchema, optionalQuery, pagingSchema } from "../common/query";
import { facilityMessages, facilitySorts } from "./messages";
import { pitchSchema } from "../pitches/pitch";
import { MAX_PLAYERS_PER_SIDE, MIN_PLAYERS_PER_SIDE } from "../pitches/messages";

/** An hour on the hour, `"09:00"`. */
export const hourSchema = z.string().regex(/^([01]\d|2[0-3]):00$/, { error: "Geçersiz saat" });

/**
 * One weekday of `workingHours`: the open START hours. An hour past midnight belongs to the
 * day it starts from (Monday 15:00-03:00 lists 15:00 … 23:00, 00:00 … 02:00 under Monday).
 */
export const workingDaySchema = z.object({
  day: weekdayKeySchema,
  isOpen: z.boolean(),
  hours: z
    .array(hourSchema)
    .max(24)
    .refine((hours) => new Set(hours).size === hours.length, {
      error: "Aynı saat birden fazla kez seçilemez",
    }),
});
export type WorkingDay = z.infer<typeof workingDaySchema>;

/** Exactly 7 entries, Monday..Sunday in that order. */
export const workingHoursSchema = z
  .array(workingDaySchema)
  .length(7, { error: "Çalışma saatleri 7 günü içermelidir" })
  .refine((days) => days.every((day, i) => day.day === weekdayKeys[i]), {
    error: "Çalışma saatleri Pazartesi'den Pazar'a sıralanmalıdır",
  });
export type WorkingHours = z.infer<typeof workingHoursSchema>;

/** `HH:MM:SS`. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);

export const facilityImageSchema = z.object({
  id: z.number().int(),
  /** The large picture (detail page). */
  imageUrl: z.string(),
  /** The card-sized picture of an uploaded image; absent for the shipped demo images. */
  cardUrl: z.string().optional(),
  isMain: z.boolean(),
});
export type FacilityImage = z.infer<typeof facilityImageSchema>;

/** A facility as the API returns it. */
export const facilitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  cityId: z.number().int(),
  districtId: z.number().int(),
  city: z.object({ id: z.number().int(), name: z.string() }),
  district: z.object({ id: z.number().int(), name: z.string(), cityId: z.number().int() }),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  workingHours: workingHoursSchema,
  openingTime: timeOfDaySchema,
  closingTime: timeOfDaySchema,
  pricePerHour: z.number(),
  weekendPricePerHour: z.number().nullable(),
  depositAmount: z.number().nullable(),
  fieldType: fieldTypeSchema,
  fieldSize: fieldSizeSchema,
  amenities: z.array(amenitySchema),
  /** 'Anında onay': on-site bookings are confirmed at once instead of waiting for the owner. */
  instantConfirmation: z.boolean(),
  images: z.array(facilityImageSchema),
  /** How many active pitches (sahalar) the facility sells. */
  pitchCount: z.number().int(),
  /**
   * The pitches by sortOrder: on `GET /facilities/{id}` only (the active ones for the public,
   * all of them for the facility's owner and an admin); absent from lists.
   */
  pitches: z.array(pitchSchema).optional(),
  status: facilityStatusSchema,
  rating: z.number(),
  facility_owner: z.object({ firstName: z.string(), lastName: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Facility = z.infer<typeof facilitySchema>;

/** `city`/`district` filter: a numeric id (`34`) or a slug (`istanbul`; `İstanbul` is folded). */
export type PlaceFilter = { id: number } | { slug: string };

function placeFilterSchema(message: string) {
  return optionalQuery(
    z
      .string({ error: message })
      .trim()
      .max(100, { error: message })
      .transform((value, ctx): PlaceFilter => {
        if (/^\d+$/.test(value)) {
          const id = parseId(value);
          if (id !== null) return { id };
        } else {
          const slug = turkishSlug(value);
          if (slug !== "") return { slug };
        }
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }),
  );
}

function priceSchema(message: string) {
  return optionalQuery(
    z
      .string({ error: message })
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: message })
      .transform(Number),
  );
}

/**
 * `GET /facilities` query. Every value comes as a query string; blank means absent. `status`
 * is honoured only for what the caller may see beyond the public list (see the API docs).
 */
export const facilityListQuerySchema = z
  .object({
    ...pagingSchema(10),
    city: placeFilterSchema(facilityMessages.invalidCity),
    district: placeFilterSchema(facilityMessages.invalidDistrict),
    minPrice: priceSchema(facilityMessages.invalidMinPrice),
    maxPrice: priceSchema(facilityMessages.invalidMaxPrice),
    rating: optionalQuery(
      z
        .string({ error: facilityMessages.invalidRating })
        .trim()
        .regex(/^\d(\.\d{1,2})?$/, { error: facilityMessages.invalidRating })
        .transform(Number)
        .pipe(z.number().max(5, { error: facilityMessages.invalidRating })),
    ),
    search: z.preprocess(
      blankToUndefined,
      z
        .string({ error: facilityMessages.invalidSearch })
        .trim()
        .max(100, { error: facilityMessages.searchTooLong })
        .optional(),
    ),
    status: optionalQuery(z.enum(facilityStatuses, { error: facilityMessages.invalidStatus })),
    /** Facilities with an active pitch of this size (players per side, 5-11). */
    playersPerSide: optionalQuery(
      z
        .string({ error: facilityMessages.invalidPlayersPerSide })
        .trim()
        .regex(/^\d{1,2}$/, { error: facilityMessages.invalidPlayersPerSide })
        .transform(Number)
        .pipe(
          z
            .number()
            .min(MIN_PLAYERS_PER_SIDE, { error: facilityMessages.invalidPlayersPerSide })
            .max(MAX_PLAYERS_PER_SIDE, { error: facilityMessages.invalidPlayersPerSide }),
        ),
    ),
    /** Facilities with an active covered (`true`) or open-air (`false`) pitch. */
    indoor: optionalQuery(
      z.enum(["true", "false"], { error: facilityMessages.invalidIndoor }).transform((v) => v === "true"),
    ),
    /** The order: rating (default), price ascending or descending, newest first. */
    sort: optionalQuery(z.enum(facilitySorts, { error: facilityMessages.invalidSort })),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    error: facilityMessages.priceRange,
    path: ["minPrice"],
  });
export type FacilityListQuery = z.output<typeof facilityListQuerySchema>;

/** The folded search words of a query (what the API matches against its folded column). */
export function foldSearch(search: string): string {
  return foldTurkish(search).replace(/\s+/g, " ").trim();
}

/** `GET /facilities/:id` path. */
export const facilityIdParamsSchema = z.object({ id: idSchema(facilityMessages.invalidId) });

export const facilityListDataSchema = listDataSchema(facilitySchema);
/** `GET /facilities/:id` → `data.items` is the facility. */
export const facilityDetailDataSchema = z.object({ items: facilitySchema });

/** `POST /facilities`, `PUT /facilities/{id}`, `DELETE …/images/{imageId}` → the facility as stored. */
export const facilityWriteDataSchema = facilityDetailDataSchema;
