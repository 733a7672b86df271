/** Whether a facility is among the signed-in user's favourites, from the session user. */
import type { SessionUser } from "../contract/users";
import { useSession } from "../session/use-session";

/** `favorites` holds numbers or numeric strings: compare them as text. */
export function isFavoriteOf(user: Pick<SessionUser, "favorites"> | null | undefined, facilityId: number | string): boolean {
  if (!user) return false;
  const id = String(facilityId);
  return (user.favorites as readonly (string | number)[]).some((favorite) => String(favorite) === id);
}

/** False for a guest; follows the session, so a toggle anywhere updates every heart. */
export function useIsFavorite(facilityId: number | string): boolean {
  const { user } = useSession();
  return isFavoriteOf(user, facilityId);
}
