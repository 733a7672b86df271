import { z } from "zod";
import { facilitySchema } from "../facilities/facility";
import { idSchema, listDataSchema, pagingSchema } from "../common/query";
import { favoriteMessages, FAVORITES_DEFAULT_LIMIT } from "./messages";

/**
 * `POST /favorites` body: toggles the facility in the caller's favourites. `facilityId`
 * may arrive as a number or a numeric string. Only active facilities can be added; removing
 * works whatever the facility's state.
 */
export const favoriteToggleBodySchema = z.object({
  facilityId: z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    idSchema(favoriteMessages.invalidFacilityId, favoriteMessages.facilityRequired),
  ),
});
export type FavoriteToggleBody = z.input<typeof favoriteToggleBodySchema>;

/** `POST /favorites` → `data`: the new state and the caller's favourite ids (newest first). */
export const favoriteToggleDataSchema = z.object({
  facilityId: z.number().int(),
  isFavorite: z.boolean(),
  favorites: z.array(z.number().int()),
});
export type FavoriteToggleData = z.infer<typeof favoriteToggleDataSchema>;

/** One favourite: `Facility` is the whole public facility (the screens use a subset). */
export const favoriteSchema = z.object({
  id: z.number().int(),
  facilityId: z.number().int(),
  createdAt: z.string(),
  Facility: facilitySchema,
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** `GET /favorites?limit&offset`: newest first; only facilities that are still active. */
export const favoriteListQuerySchema = z.object(pagingSchema(FAVORITES_DEFAULT_LIMIT));
export type FavoriteListQuery = z.output<typeof favoriteListQuerySchema>;
export const favoriteListDataSchema = listDataSchema(favoriteSchema);
export type FavoriteListData = z.infer<typeof favoriteListDataSchema>;
