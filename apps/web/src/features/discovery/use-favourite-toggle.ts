import { favoriteMessages, useIsFavorite, useSession, useToggleFavorite } from "@halisaha/data";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { paths, type ReturnState } from "../../app/paths";
import { notify } from "../../app/toasts";

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
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onToggle = async () => {
    if (status !== "authenticated") {
      const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
      navigate(paths.login, { state });
      return;
    }
    if (pending) return;
    setPending(true);
    try {
      const result = await toggle(facilityId);
      notify.success(
        result.message || (result.isFavorite ? favoriteMessages.added : favoriteMessages.removed),
      );
    } catch {
      notify.error(favoriteMessages.toggleFailed);
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  return {
    isFavorite,
    /** true while the toggle runs, and while the session is still being checked */
    pending: pending || status === "loading",
    onToggle: () => void onToggle(),
  };
}
