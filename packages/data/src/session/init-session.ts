import type { SessionUser } from "../contract/users";
import { fetchMe } from "../auth/use-me";
import { getSession, getToken, setUser, signOut, storedSessionChecked } from "./store";

let inflight: { token: string | null; promise: Promise<void> } | null = null;

/**
 * Settles the session at start-up, once the stored user has been checked. With a stored user
 * the session is then authenticated; this refreshes the user from `GET /auth/me` and keeps the stored
 * one when that fails. With a token but no stored user it fetches the user and, on failure,
 * removes the token. A 401 signs out through the client. Concurrent calls for the same token
 * share one request.
 */
export function initSession(): Promise<void> {
  const token = getSession().token;
  if (inflight?.token === token) return inflight.promise;
  const current = {
    token,
    promise: settle(token).finally(() => {
      if (inflight === current) inflight = null;
    }),
  };
  inflight = current;
  return current.promise;
}

async function settle(token: string | null): Promise<void> {
  await storedSessionChecked();
  if (!token || getToken() !== token) return;
  try {
    const user = await fetchMe();
    if (getToken() === token) setUser(user);
  } catch {
    // Signed out by a 401 or signed in again meanwhile: nothing of ours to fix.
    if (getToken() !== token) return;
    // A stored user exists: keep it.
    if (getSession().status === "authenticated") return;
    signOut();
  }
}

/**
 * Fetches the current user and stores it in the session (e.g. after phone verification).
 * Rejects like `fetchMe`; the session is left as it was on failure.
 */
export async function refreshSessionUser(): Promise<SessionUser> {
  const token = getToken();
  const user = await fetchMe();
  if (token && getToken() === token) setUser(user);
  return user;
}
