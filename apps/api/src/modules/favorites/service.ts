import {
  facilityMessages,
  favoriteMessages,
  totalPagesOf,
  type Favorite,
  type FavoriteListData,
  type FavoriteListQuery,
  type FavoriteToggleData,
} from "@halisaha/data/contract";
import { notFound } from "../../http/errors";
import type { ModuleDeps } from "../../deps";
import { createFacilitiesService } from "../facilities/service";
import type { UserRow } from "../users/repo";
import {
  deleteFavorite,
  favoriteFacilityIds,
  insertFavorite,
  isPubliclyVisible,
  listFavorites,
  lockFavorite,
} from "./repo";

export interface ToggleResult {
  data: FavoriteToggleData;
  message: string;
}

/**
 * Favourites behave the same for every role. Only facilities anyone may see (active, not
 * deleted) can be added or are listed; one that is hidden later stays stored (and comes
 * back if it is shown again) but can still be removed by toggling it.
 */
export type FavoritesDeps = Pick<ModuleDeps, "db" | "clock">;

export function createFavoritesService({ db, clock }: FavoritesDeps) {
  const facilities = createFacilitiesService({ db });

  return {
    /**
     * Removes the facility when it is in the user's favourites, else adds it (404 'Tesis
     * bulunamadı.' when it is unknown or hidden). Toggles of one pair are serialised, so a
     * double click adds and removes instead of failing on the unique index.
     */
    async toggle(user: UserRow, facilityId: number): Promise<ToggleResult> {
      const isFavorite = await db.transaction(async (tx) => {
        await lockFavorite(tx, user.id, facilityId);
        if (await deleteFavorite(tx, user.id, facilityId)) return false;
        if (!(await isPubliclyVisible(tx, facilityId))) throw notFound(facilityMessages.notFound);
        await insertFavorite(tx, { userId: user.id, facilityId, createdAt: clock.now() });
        return true;
      });
      return {
        data: { facilityId, isFavorite, favorites: await favoriteFacilityIds(db, user.id) },
        message: isFavorite ? favoriteMessages.added : favoriteMessages.removed,
      };
    },

    /** The user's favourites, newest first, each with the whole public facility. */
    async list(user: UserRow, { limit, offset }: FavoriteListQuery): Promise<FavoriteListData> {
      const { rows, count } = await listFavorites(db, user.id, { limit, offset });
      const byId = await facilities.publicByIds(rows.map((row) => row.facilityId));
      const items = rows.flatMap((row): Favorite[] => {
        const facility = byId.get(row.facilityId);
        // Hidden between the two reads: left out of this page.
        return facility
          ? [
              {
                id: row.id,
                facilityId: row.facilityId,
                createdAt: row.createdAt.toISOString(),
                Facility: facility,
              },
            ]
          : [];
      });
      return { items, count, totalPages: totalPagesOf(count, limit) };
    },
  };
}
