/** POST /auth/logout and POST /auth/logout-all: sign-out that ends the session on the server too. */
import { apiPost } from "../client/request";
import { getSession, signOut } from "../session/store";
import { useAccountWrite } from "./account-write";
import type { AccountWriteResult } from "./shared";

export const logoutPath = "/auth/logout" as const;
export const logoutEverywherePath = "/auth/logout-all" as const;

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

/**
 * "Tüm cihazlardan çıkış yap": `POST /auth/logout-all` ends every session of the account,
 * this browser's too, so the session is forgotten once the server agreed. A failure (network,
 * 5xx) leaves the session as it was and rejects with the `ApiError`; a 401 has already
 * signed out (the client does that for every 401).
 */
export async function logoutEverywhere(): Promise<AccountWriteResult> {
  const { message } = await apiPost(logoutEverywherePath);
  signOut();
  return { message };
}

/** `logoutEverywhere` as a mutation (`trigger()`). */
export function useLogoutEverywhere() {
  return useAccountWrite<void, AccountWriteResult>(`${logoutEverywherePath}#all`, logoutEverywhere);
}
