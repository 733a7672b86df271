import { type ComponentType, createElement, type RefObject, useEffect, useRef, useState } from "react";
import type * as React from "react";
import type { EmblaSwipeProps, SwipeApi } from "./embla-swipe";

/** A move this far sideways (px), and more sideways than down, is a swipe. */
const SWIPE_DISTANCE = 40;

/** Embla watches the slides' size and visibility; without these observers the carousel stays on its own. */
const canSwipe = () => typeof ResizeObserver === "function" && typeof IntersectionObserver === "function";

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

type LazySwipeOptions = {
  /** How many slides the track holds. */
  count: number;
  defaultIndex: number;
  onIndexChange?: (index: number) => void;
  /** The viewport Embla takes over. */
  viewport: RefObject<HTMLElement | null>;
};

type PointerHandler = (event: React.PointerEvent) => void;

export type LazySwipe = {
  /** The slide shown. */
  index: number;
  /** Where the server-drawn track stands (the slide it shows before Embla holds it). */
  trackIndex: number;
  /** True once the carousel has been touched: from then on every slide's image loads. */
  engaged: boolean;
  /** True while Embla holds the track. */
  ready: boolean;
  /** Shows slide `target`, wrapping around at the ends. */
  go: (target: number) => void;
  /** For the carousel: any of these loads Embla. */
  engageHandlers: { onPointerDown: () => void; onTouchStart: () => void; onFocus: () => void };
  /** For the viewport: a swipe made before Embla holds the track. */
  swipeHandlers: { onPointerDown: PointerHandler; onPointerUp: PointerHandler; onPointerCancel: () => void };
  /** Embla's hand-over, to render beside the track (nothing until it has loaded). */
  handOver: React.ReactNode;
};

/**
 * A carousel's position: first on its own (the track moves to the slide `trackIndex` names, so
 * the server can draw it and hydration needs no script beyond the page's), then on Embla, loaded
 * on the first pointer, touch, focus or key in the carousel (or a click on its controls) and
 * handed the track where it stands. The move that loads Embla is made without it: a click on an
 * arrow or a dot right away, the first swipe when the finger lifts. If Embla fails to load the
 * controls go on working, and the next touch tries again.
 */
export function useLazySwipe({ count, defaultIndex, onIndexChange, viewport }: LazySwipeOptions): LazySwipe {
  const [selected, setSelected] = useState(() => clampIndex(defaultIndex, count));
  // where the server-drawn track stands; left alone once Embla holds the track, so React never
  // writes the track's transform over Embla's
  const [trackIndex, setTrackIndex] = useState(selected);
  const [engaged, setEngaged] = useState(false);
  const [Swipe, setSwipe] = useState<ComponentType<EmblaSwipeProps> | null>(null);
  const [api, setApi] = useState<SwipeApi>();
  const loading = useRef(false);
  const gesture = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const index = clampIndex(selected, count);

  const latest = useRef({ index, onIndexChange });
  useEffect(() => {
    latest.current = { index, onIndexChange };
  });

  useEffect(() => {
    if (!api) return;
    // a click made while Embla was starting up moved the track without it
    if (api.selectedScrollSnap() !== latest.current.index) api.scrollTo(latest.current.index, true);
    const select = () => {
      const next = api.selectedScrollSnap();
      if (next === latest.current.index) return;
      latest.current.index = next;
      setSelected(next);
      latest.current.onIndexChange?.(next);
    };
    api.on("select", select);
    return () => {
      api.off("select", select);
    };
  }, [api]);

  const engage = () => {
    if (count < 2) return;
    setEngaged(true);
    if (loading.current || !canSwipe()) return;
    loading.current = true;
    import("./embla-swipe").then(
      (module) => setSwipe(() => module.EmblaSwipe),
      () => {
        loading.current = false;
      },
    );
  };

  const go = (target: number) => {
    if (count < 2) return;
    const next = ((target % count) + count) % count;
    if (api) {
      api.scrollTo(next, prefersReducedMotion());
      return;
    }
    engage();
    if (next === index) return;
    setSelected(next);
    setTrackIndex(next);
    onIndexChange?.(next);
  };

  const engageHandlers = {
    onPointerDown: engage,
    onTouchStart: engage,
    onFocus: engage,
  };

  const swipeHandlers = {
    onPointerDown: (event: React.PointerEvent) => {
      gesture.current = api ? null : { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: React.PointerEvent) => {
      const start = gesture.current;
      gesture.current = null;
      if (start?.pointerId !== event.pointerId) return;
      const dx = event.clientX - start.x;
      if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(event.clientY - start.y))
        go(index + (dx < 0 ? 1 : -1));
    },
    onPointerCancel: () => {
      gesture.current = null;
    },
  };

  const handOver =
    Swipe && count > 1 ? createElement(Swipe, { viewport, startIndex: trackIndex, onReady: setApi }) : null;

  return {
    index,
    trackIndex,
    engaged,
    ready: api !== undefined,
    go,
    engageHandlers,
    swipeHandlers,
    handOver,
  };
}

function clampIndex(index: number, count: number) {
  return Math.min(Math.max(0, index), Math.max(0, count - 1));
}
