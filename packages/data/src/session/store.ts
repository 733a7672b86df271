/**
 * The session as a small external store (spec section 4). Plain functions for any code;
 * React reads it through `useSession()` (useSyncExternalStore).
 *
 * The in-memory state is hydrated from localStorage on first read:
 * - no token → unauthenticated;
 * - token and a stored user that parses → authenticated at once with that user
 *   (`initSession()` then refreshes it from `GET /auth/me`);
 * - token and a stored user that does not parse → both keys cleared, unauthenticated;
 * - token without user → loading until `initSession()` fetches the user.
 */
import { sessionUserSchema, type SessionUser } from "../contract/users";
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

/** Parses a stored user (JSON text); null when it is missing or unusable. */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (raw === null || raw === "" || raw === "undefined" || raw === "null") return null;
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(raw));
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
  const user = parseStoredUser(raw);
  if (!user) {
    clearStoredSession();
    return unauthenticatedState;
  }
  return { status: "authenticated", token, user };
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

