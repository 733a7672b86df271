/**
 * The session's two localStorage keys. Every access is guarded: storage can be missing
 * (server rendering, tests) or throw (private mode, quota).
 */
export const TOKEN_STORAGE_KEY = "token";
export const USER_STORAGE_KEY = "user";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // storage full or blocked: the in-memory session still works for this tab
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to do
  }
}

export const sessionStorageKeys = { token: TOKEN_STORAGE_KEY, user: USER_STORAGE_KEY } as const;

export const readStoredToken = (): string | null => read(TOKEN_STORAGE_KEY) || null;
export const readStoredUser = (): string | null => read(USER_STORAGE_KEY);
export const writeStoredToken = (token: string): void => write(TOKEN_STORAGE_KEY, token);
export const writeStoredUser = (user: unknown): void => write(USER_STORAGE_KEY, JSON.stringify(user));
export const removeStoredToken = (): void => remove(TOKEN_STORAGE_KEY);
export function clearStoredSession(): void {
  remove(TOKEN_STORAGE_KEY);
  remove(USER_STORAGE_KEY);
}
