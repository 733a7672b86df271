import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { type RefObject, useEffect, useState } from "react";

/** Embla's carousel once it holds the track. */
export type SwipeApi = NonNullable<UseEmblaCarouselType[1]>;

export type EmblaSwipeProps = {
  /** The carousel's viewport: its first child is the track, the track's children the slides. */
  viewport: RefObject<HTMLElement | null>;
  /** The slide the track shows when Embla takes it over. */
  startIndex: number;
  /** Called with Embla once it holds the track, and with undefined when it lets go. */
  onReady: (api: SwipeApi | undefined) => void;
};

/**
 * Hands a carousel's server-drawn track to Embla (swiping, dragging, looping). Its own module,
 * loaded on the carousel's first touch, so a page's first visit does not download Embla. Embla
 * takes over at `startIndex`, where the track already stands, so nothing moves. Draws nothing.
 */
export function EmblaSwipe({ viewport, startIndex, onReady }: EmblaSwipeProps) {
  // read once: Embla rebuilds itself when its options change, and the index is its own from now on
  const [options] = useState(() => ({ loop: true, startIndex }));
  const [attach, api] = useEmblaCarousel(options);

  useEffect(() => {
    attach(viewport.current);
  }, [attach, viewport]);
  useEffect(() => {
    onReady(api);
  }, [api, onReady]);
  useEffect(() => () => onReady(undefined), [onReady]);
  return null;
}
