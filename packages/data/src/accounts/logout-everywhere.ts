/** POST /auth/logout-all: "Tüm cihazlardan çıkış yap", every session of the account ends. */
import { apiPost } from "../client/request";
import { signOut } from "../session/store";
import { useAccountWrite } from "./account-write";
import type { AccountWriteResult } from "./shared";

export const logoutEverywherePath = "/auth/logout-all" as const;

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
