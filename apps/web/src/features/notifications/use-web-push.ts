import { usePublicConfig, useSession } from "@halisaha/data";
import { useCallback, useEffect, useRef } from "react";

/**
 * Web push for the signed-in user, only when the server reports an FCM configuration
 * (`/config` → `push`). With permission already granted the browser's token is registered on
 * load; otherwise nothing happens until the returned function runs after a user action (the
 * bell opening), which asks for permission. `firebase/messaging` is loaded only then
 * (./web-push.ts), never for guests. A foreground push calls `onPush` (the bell refreshes).
 */
export function useWebPush(onPush: () => void): () => void {
  const { data: config } = usePublicConfig();
  const { user } = useSession();
  const push = config?.push ?? null;
  const userId = user?.id ?? null;
  const asked = useRef(false);
  const latestOnPush = useRef(onPush);
  latestOnPush.current = onPush;

  const start = useCallback(
    (ask: boolean) => {
      if (!push || userId === null) return;
      void import("./web-push").then(({ startWebPush }) =>
        startWebPush(push, { userId, ask, onPush: () => latestOnPush.current() }),
      );
    },
    [push, userId],
  );

  useEffect(() => {
    if (typeof Notification !== "undefined" && Notification.permission === "granted") start(false);
  }, [start]);

  return useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    start(true);
  }, [start]);
}
