/**
 * The session as a small external store. Plain functions for any code; React reads it
 * through `useSession()` (useSyncExternalStore).
 *
 * The in-memory state is hydrated from localStorage on first read:
 * - no token → unauthenticated;
 * - token and a stored user that parses → authenticated with that user (`initSession()` then
 *   refreshes it from `GET /auth/me`);
 * - token and a stored user that does not parse → both keys cleared, unauthenticated;
 * - token without user → loading until `initSession()` fetches the user.
 *
 * The stored user is checked with the contract's zod schema, which a guest's first visit to a
 * public page must not download (the first-visit budget, scripts/bench/bundle.mjs): the
 * schema's module loads the first time a stored user needs checking. Until it has loaded the
 * session is `loading` (a few milliseconds, once per page load); after that every check is
 * immediate again.
 */
import type * as UsersContract from "../contract/users";
import type { SessionUser } from "../contract/users";
import {
  clearStoredSession,
  readStoredToken,
  readStoredUser,
  writeStoredToken,
  writeStoredUser,
} from "./storage";

export type SessionStatus = "loading" | "unauthenticated" | "authenticated";

export type SessionState =
  | { status: "loading"; token: string | null; user: null }
  | { status: "unauthenticated"; token: null; user: null }
  | { status: "authenticated"; token: string; user: SessionUser };

const unauthenticatedState: SessionState = Object.freeze({
  status: "unauthenticated",
  token: null,
  user: null,
});

let state: SessionState | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

/** The session user's schema module, once loaded. */
let usersContract: typeof UsersContract | null = null;
/** The check of the stored user that the last hydration started, if it had to wait. */
let storedUserCheck: Promise<void> = Promise.resolve();

/** Loads the session user's schema (once); stored users are checked at once afterwards. */
export async function loadSessionSchema(): Promise<void> {
  usersContract ??= await import("../contract/users");
}

/**
 * Parses a stored user (JSON text); null when it is missing or unusable. Needs the schema
 * (`loadSessionSchema`).
 */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (usersContract === null) throw new Error("parseStoredUser before loadSessionSchema()");
  if (raw === null || raw === "" || raw === "undefined" || raw === "null") return null;
  try {
    const parsed = usersContract.sessionUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function hydrate(): SessionState {
  const token = readStoredToken();
  if (!token) return unauthenticatedState;
  const raw = readStoredUser();
  if (raw === null) return { status: "loading", token, user: null };
  if (usersContract !== null) return withStoredUser(token, raw);
  const loading: SessionState = { status: "loading", token, user: null };
  storedUserCheck = loadSessionSchema().then(
    () => {
      // Signed in or out meanwhile: that is the session now.
      if (state === loading) setState(withStoredUser(token, raw));
    },
    // The schema did not load (offline): the session stays loading and `initSession()`
    // settles it from the server like a token without a stored user.
    () => undefined,
  );
  return loading;
}

/** The session of `token` with the stored user `raw`; an unusable user clears both keys. */
function withStoredUser(token: string, raw: string): SessionState {
  const user = parseStoredUser(raw);
  if (user) return { status: "authenticated", token, user };
  clearStoredSession();
  return unauthenticatedState;
}

/** Resolves once the stored user read from localStorage has been checked. */
export function storedSessionChecked(): Promise<void> {
  getSession();
  return storedUserCheck;
}

/** The current session (a stable object until the session changes). */
export function getSession(): SessionState {
  if (state === null) state = hydrate();
  return state;
}

/**
 * What server rendering sees, and what a server-rendered page hydrates with: a guest. The
 * browser's stored session (localStorage) is read only after hydration, so the first client
 * render equals the server's HTML and the signed-in state follows right after.
 */
export function getServerSession(): SessionState {
  return unauthenticatedState;
}

/** The bearer token of the current session, or null. */
export function getToken(): string | null {
  return getSession().token;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Login, Google login and register: store token and user, become authenticated. */
export function signIn(token: string, user: SessionUser): void {
  writeStoredToken(token);
  writeStoredUser(user);
  setState({ status: "authenticated", token, user });
}

/** Logout: clear token and user, become unauthenticated. No server call; the app navigates. */
export function signOut(): void {
  clearStoredSession();
  if (getSession() !== unauthenticatedState) setState(unauthenticatedState);
}

/**
 * Replace the signed-in user (after a profile change or a `/auth/me` refresh). Ignored when
 * nobody is signed in (no token).
 */
export function setUser(user: SessionUser): void {
  const { token } = getSession();
  if (!token) return;
  writeStoredUser(user);
  setState({ status: "authenticated", token, user });
}

/**
 * Forget the in-memory state and hydrate again from localStorage, telling subscribers.
 * Used when another tab changed the keys, and by tests.
 */
export function reloadSessionFromStorage(): void {
  setState(hydrate());
}
