/** GET /favorites?limit&offset: the signed-in user's favourites, newest first. */
import useSWR, { type SWRConfiguration } from "swr";
import type { FavoriteListData } from "../contract/favorites/favorite";
import { FAVORITES_DEFAULT_LIMIT } from "../contract/favorites/messages";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { useSession } from "../session/use-session";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { favoritesPath } from "./path";

export type FavoritesRequest = { limit?: number; offset?: number };

/** Default `FAVORITES_DEFAULT_LIMIT` (20) from 0; the favourites page asks `FAVORITES_PAGE_LIMIT` (50). */
export function favoritesKey({ limit = FAVORITES_DEFAULT_LIMIT, offset = 0 }: FavoritesRequest = {}) {
  return [favoritesPath, { limit, offset }] as const;
}

/** One page of favourites, checked with `favoriteListDataSchema`. */
export async function fetchFavorites(request: FavoritesRequest = {}): Promise<FavoriteListData> {
  const [path, query] = favoritesKey(request);
  const { data } = await checkedAnswer(contracts.favorite, (c) => c.favoriteListDataSchema, () =>
    apiGet(path, { query }),
  );
  return data;
}

/** The favourites of the signed-in user; asks nothing for a guest. */
export function useFavorites(request: FavoritesRequest = {}, config?: SWRConfiguration<FavoriteListData, ApiError>) {
  const { token } = useSession();
  return useSWR<FavoriteListData, ApiError>(
    token ? favoritesKey(request) : null,
    () => fetchFavorites(request),
    config,
  );
}
