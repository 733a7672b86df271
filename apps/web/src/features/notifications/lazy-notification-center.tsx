import { lazy, Suspense } from "react";

/**
 * The header's bell, loaded only once someone is signed in: the popover, the list and the
 * SWR pages are not part of a guest's first visit (the bundle budget, scripts/bench/bundle.mjs).
 * Until the chunk arrives the slot stays empty.
 */
const NotificationCenter = lazy(() => import("./notification-center-chunk"));

export function LazyNotificationCenter() {
  return (
    <Suspense fallback={null}>
      <NotificationCenter />
    </Suspense>
  );
}
