/**
 * POST /favorites { facilityId }: adds the facility to the caller's favourites or takes it
 * out. The answer carries the new state and every favourite id, which go into the session
 * user at once, so every heart on screen follows.
 */
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import type { ApiError } from "../client/api-error";
import type { FavoriteListData, FavoriteToggleData } from "../contract/favorites/favorite";
import type { SessionUser } from "../contract/users";
import { apiPost } from "../client/request";
import { meKey } from "../auth/use-me";
import { getSession, getToken, setUser } from "../session/store";
import { keyMatchesPath } from "../swr/revalidate";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { favoritesPath } from "./path";

export type ToggleFavoriteResult = FavoriteToggleData & {
  /** The server's Turkish message ('Tesis favorilere eklendi' / 'Tesis favorilerden çıkarıldı'). */
  message: string;
};

/**
 * Toggles one facility and stores the answer's favourite ids in the session user (when the
 * same person is still signed in). The answer is checked with `favoriteToggleDataSchema`.
 * Rejects with ApiError; the app shows the error.
 */
export async function toggleFavorite(facilityId: number | string): Promise<ToggleFavoriteResult> {
  const token = getToken();
  const { data, message } = await checkedAnswer(contracts.favorite, (c) => c.favoriteToggleDataSchema, () =>
    apiPost(favoritesPath, { facilityId: Number(facilityId) }),
  );
  const { user } = getSession();
  if (user && getToken() === token) setUser({ ...user, favorites: data.favorites });
  return { ...data, message };
}

/**
 * `toggleFavorite` as a mutation (`trigger(facilityId)`) that also updates the caches: the `useMe` user gets the new ids, a removed
 * facility leaves every cached favourites page at once, and the favourites lists are fetched
 * again.
 */
export function useToggleFavorite() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<ToggleFavoriteResult, ApiError, string, number | string>(
    `${favoritesPath}#toggle`,
    async (_key, { arg: facilityId }) => {
      const result = await toggleFavorite(facilityId);
      await mutate<SessionUser>(
        meKey,
        (current) => (current ? { ...current, favorites: result.favorites } : current),
        { revalidate: false },
      );
      void mutate<FavoriteListData>(
        (key) => keyMatchesPath(key, favoritesPath),
        (current) => {
          if (!current || result.isFavorite) return current;
          const items = current.items.filter((favorite) => favorite.facilityId !== result.facilityId);
          return { ...current, items, count: current.count - (current.items.length - items.length) };
        },
        { revalidate: true },
      );
      return result;
    },
  );
}
