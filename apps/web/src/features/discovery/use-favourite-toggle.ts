import { favoriteMessages, useIsFavorite, useSession, useToggleFavorite } from "@halisaha/data";
import { useLocation, useNavigate } from "react-router-dom";
import { paths, type ReturnState } from "../../config/paths";
import { notify } from "../../shared/toasts";

/**
 * The heart of a facility. A guest goes to /login and comes back here afterwards; a signed-in
 * user toggles it, sees the server's message ('Tesis favorilere eklendi' / 'Tesis
 * favorilerden çıkarıldı') or 'Favori işlemi sırasında bir hata oluştu'. Every heart of the
 * facility follows at once through the session user.
 */
export function useFavouriteToggle(facilityId: number) {
  const { status } = useSession();
  const isFavorite = useIsFavorite(facilityId);
  const toggle = useToggleFavorite();
  const navigate = useNavigate();
  const location = useLocation();

  const onToggle = async () => {
    if (status !== "authenticated") {
      const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
      navigate(paths.login.href(), { state });
      return;
    }
    if (toggle.isMutating) return;
    try {
      const result = await toggle.trigger(facilityId);
      notify.success(
        result.message || (result.isFavorite ? favoriteMessages.added : favoriteMessages.removed),
      );
    } catch {
      notify.error(favoriteMessages.toggleFailed);
    }
  };

  return {
    isFavorite,
    /** true while the toggle runs, and while the session is still being checked */
    pending: toggle.isMutating || status === "loading",
    onToggle: () => void onToggle(),
  };
}
