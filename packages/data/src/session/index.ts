export {
  getSession,
  getServerSession,
  getToken,
  subscribeSession,
  signIn,
  signOut,
  setUser,
  reloadSessionFromStorage,
  parseStoredUser,
  loadSessionSchema,
  storedSessionChecked,
  type SessionState,
  type SessionStatus,
} from "./store";
export { initSession, refreshSessionUser } from "./init-session";
export { useSession } from "./use-session";
export { SessionProvider, type SessionProviderProps } from "./session-provider";
export { TOKEN_STORAGE_KEY, USER_STORAGE_KEY, sessionStorageKeys } from "./storage";
