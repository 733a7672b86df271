import { useSyncExternalStore } from "react";
import { getServerSession, getSession, subscribeSession, type SessionState } from "./store";

/** The current session; re-renders when it changes. Works with or without SessionProvider. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getServerSession);
}
