import { z } from "zod";
import { idSchema, listDataSchema, pagingSchema } from "../common/query";
import { locationMessages } from "./location-messages";

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

/** `GET /cities?limit&offset`: default limit 100, ordered by the Turkish alphabet. */
export const cityListQuerySchema = z.object(pagingSchema(100));
export type CityListQuery = z.output<typeof cityListQuerySchema>;

/** `GET /districts?cityId&limit&offset`: cityId is required; an unknown city has no districts. */
export const districtListQuerySchema = z.object({
  cityId: idSchema(locationMessages.invalidCityId, locationMessages.cityRequired),
  ...pagingSchema(100),
});
export type DistrictListQuery = z.output<typeof districtListQuerySchema>;

export const cityListDataSchema = listDataSchema(citySchema);
export const districtListDataSchema = listDataSchema(districtSchema);
