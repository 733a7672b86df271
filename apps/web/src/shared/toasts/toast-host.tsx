import { lazy, Suspense, useSyncExternalStore } from "react";

const Toaster = lazy(() => import("./toast-chunk").then((chunk) => ({ default: chunk.Toaster })));

let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Mounts the Toaster from now on (the first `notify` call asks for it). */
export function requestToaster() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/**
 * Where toasts appear. Empty until the first toast: sonner and the Toaster come in their own
 * chunk then, so a visit that shows no toast never downloads them (the bundle budget,
 * scripts/bench/bundle.mjs). Sonner replays toasts raised before its Toaster subscribed.
 */
export function ToastHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
