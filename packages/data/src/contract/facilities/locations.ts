import { z } from "zod";

/** A province (il). The id is its licence-plate code: 34 İstanbul, 6 Ankara, 35 İzmir. */
export const citySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type City = z.infer<typeof citySchema>;

/** A district (ilçe) of a city; the slug is unique within its city. */
export const districtSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cityId: z.number().int(),
  slug: z.string(),
});
export type District = z.infer<typeof districtSchema>;

export const locationMessages = {
  invalidLimit: "Geçersiz sayfa boyutu",
  invalidOffset: "Geçersiz başlangıç değeri",
  cityRequired: "Şehir seçimi zorunludur",
  invalidCityId: "Geçersiz şehir numarası",
} as const;

/** Largest value of a PostgreSQL `integer`: bigger ids can name nothing. */
export const MAX_ID = 2_147_483_647;

/** Query strings: "" and absent are the same. */
export const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * A whole number in a query string (`"10"`) within `min..max`, else `message`; absent (or
 * blank) reads `required` when given.
 */
export function queryInt(message: string, min: number, max: number, required: string = message) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : message) })
    .trim()
    .regex(/^\d{1,10}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
}

/** A query field that may be absent or blank. */
export function optionalQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** A positive database id (`"34"`): path parameters and id filters. */
export function idSchema(message: string, required: string = message) {
  return z.preprocess(blankToUndefined, queryInt(message, 1, MAX_ID, required));
}

/** `limit`/`offset` of a list; the selectors ask limit 100, offset 0 (spec section 9). */
export function pagingSchema(defaultLimit: number) {
  return {
    limit: z.preprocess(
      blankToUndefined,
      queryInt(locationMessages.invalidLimit, 1, 100).default(defaultLimit),
    ),
    offset: z.preprocess(blankToUndefined, queryInt(locationMessages.invalidOffset, 0, MAX_ID).default(0)),
  };
}

/** `GET /cities?limit&offset`: default limit 100, ordered by the Turkish alphabet. */
export const cityListQuerySchema = z.object(pagingSchema(100));
export type CityListQuery = z.output<typeof cityListQuerySchema>;

/** `GET /districts?cityId&limit&offset`: cityId is required; an unknown city has no districts. */
export const districtListQuerySchema = z.object({
  cityId: idSchema(locationMessages.invalidCityId, locationMessages.cityRequired),
  ...pagingSchema(100),
});
export type DistrictListQuery = z.output<typeof districtListQuerySchema>;

/** List answers: `data = { items, count, totalPages }`. */
export function listDataSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), count: z.number().int(), totalPages: z.number().int() });
}

export const cityListDataSchema = listDataSchema(citySchema);
export const districtListDataSchema = listDataSchema(districtSchema);

/** Pages of `limit` needed for `count` rows (0 for none). */
export function totalPagesOf(count: number, limit: number): number {
  return Math.ceil(count / limit);
}
