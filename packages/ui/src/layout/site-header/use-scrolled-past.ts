import { useCallback, useSyncExternalStore } from "react";

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/**
 * True once the window has scrolled more than `threshold` pixels down; re-renders only when
 * that answer changes. False during server rendering.
 * @example const solid = useScrolledPast(50);
 */
export function useScrolledPast(threshold: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => false);
}
