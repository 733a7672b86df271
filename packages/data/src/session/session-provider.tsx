import { useEffect, type ReactNode } from "react";
import { initSession } from "./init-session";
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from "./storage";
import { reloadSessionFromStorage } from "./store";
import { useSession } from "./use-session";

export type SessionProviderProps = {
  children?: ReactNode;
  /**
   * Rendered instead of the children while the session is being checked (status
   * "loading"), e.g. the 'Yükleniyor...' screen. Without it the children always render.
   */
  fallback?: ReactNode;
};

/**
 * Starts the session once (`initSession`) and follows sign-in/sign-out made in other tabs.
 * The session itself is a module-level store: `useSession()` works anywhere below or not.
 */
export function SessionProvider({ children, fallback }: SessionProviderProps) {
  const session = useSession();

  useEffect(() => {
    void initSession();
  }, []);

  useEffect(() => {
    if (typeof window === "undefined") return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) {
        reloadSessionFromStorage();
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  if (session.status === "loading" && fallback !== undefined) return <>{fallback}</>;
  return <>{children}</>;
}
