/**
 * POST /auth/logout: sign-out that ends the token on the server too. Kept apart from
 * `logout-everywhere.ts` (SWR's mutation hook): every page's header imports this.
 */
import { apiPost } from "../client/request";
import { getSession, signOut } from "../session/store";

export const logoutPath = "/auth/logout" as const;

/**
 * Signs out of this browser: sends `POST /auth/logout` with the current token, so the server
 * ends it for good (a copy of it stops working too), and forgets token and user at once,
 * whatever the server answers or whether it answers at all. The answer's promise resolves
 * once the call is over (never rejects); nobody needs to wait for it.
 */
export function logout(): Promise<void> {
  const { token } = getSession();
  // `request` reads the token synchronously, before `signOut` below clears it.
  const sent =
    token === null
      ? Promise.resolve()
      : apiPost(logoutPath).then(
          () => undefined,
          () => undefined,
        );
  signOut();
  return sent;
}
