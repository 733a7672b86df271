import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useRef, useState } from "react";
import type * as React from "react";
import { IconButton } from "../../actions/icon-button";
import { cn } from "../../lib/cn";
import { FacilityImagePlaceholder } from "../facility-image-placeholder";
import { useLazySwipe } from "./use-lazy-swipe";

export type CarouselImage = {
  id: string | number;
  /** The large picture, 1600 px wide. */
  imageUrl: string;
  /** The same picture 480 px wide, when there is one: a phone takes it where it is enough. */
  cardUrl?: string | null;
  /** Without it: '{name} - görsel N'. */
  alt?: string;
};

export type ImageCarouselProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The facility's images, the main one first. */
  images: readonly CarouselImage[];
  /** The facility's name: it names the carousel and the images. */
  name: string;
  /**
   * The image shown first.
   * @default 0
   */
  defaultIndex?: number;
  /** Called with the index of the image now shown. */
  onIndexChange?: (index: number) => void;
};

/**
 * The detail page's images: one at a time with previous/next arrows ('Önceki görsel',
 * 'Sonraki görsel'), dots ('Görsel N'), the arrow keys and a swipe; wraps around at the ends.
 * With no images, or for one that fails to load, a drawn pitch stands in.
 *
 * The server draws it whole (the shown image, arrows, dots) and it works without Embla: Embla,
 * which swipes and drags, loads on the first touch, focus or key in the carousel and takes the
 * track over where it stands. Until then only the shown image is fetched.
 */
export function ImageCarousel({
  images,
  name,
  defaultIndex = 0,
  onIndexChange,
  className,
  ...props
}: ImageCarouselProps) {
  const count = images.length;
  const viewport = useRef<HTMLDivElement>(null);
  const carousel = useLazySwipe({ count, defaultIndex, onIndexChange, viewport });
  const { index, go } = carousel;
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowLeft") go(index - 1);
    else if (event.key === "ArrowRight") go(index + 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(count - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      data-slot="image-carousel"
      data-swipe={carousel.ready ? "embla" : undefined}
      aria-roledescription="carousel"
      aria-label={`${name} görselleri`}
      className={cn("relative overflow-hidden rounded-card bg-neutral-100", className)}
      onKeyDown={onKeyDown}
      {...(count > 1 ? carousel.engageHandlers : {})}
      {...props}
    >
      <div
        ref={viewport}
        data-slot="image-carousel-viewport"
        // a sideways move is the carousel's, up and down still scroll the page
        className="relative aspect-[16/9] w-full touch-pan-y touch-pinch-zoom overflow-hidden"
        {...(count > 1 ? carousel.swipeHandlers : {})}
      >
        {count === 0 ? (
          <FacilityImagePlaceholder className="absolute inset-0" label={`${name} için görsel yok`} />
        ) : (
          <div
            data-slot="image-carousel-track"
            className="flex h-full"
            style={{ transform: `translate3d(${-100 * carousel.trackIndex}%, 0, 0)` }}
          >
            {images.map((image, slide) => {
              const imageKey = `${image.id}|${image.imageUrl}`;
              let picture: React.ReactNode = null;
              if (failed.has(imageKey))
                picture = (
                  <FacilityImagePlaceholder
                    className="absolute inset-0"
                    label={`${name} - görsel ${slide + 1} yüklenemedi`}
                  />
                );
              // until the carousel is touched only the shown image is fetched
              else if (slide === index || carousel.engaged)
                picture = (
                  <CarouselPicture
                    image={image}
                    alt={image.alt ?? `${name} - görsel ${slide + 1}`}
                    onError={() => setFailed((previous) => new Set(previous).add(imageKey))}
                  />
                );
              return (
                <div
                  key={image.id}
                  data-slot="image-carousel-slide"
                  aria-hidden={slide === index ? undefined : true}
                  className="relative h-full min-w-0 flex-[0_0_100%]"
                >
                  {picture}
                </div>
              );
            })}
          </div>
        )}
      </div>
      {carousel.handOver}
      {count > 1 ? (
        <>
          <p className="sr-only" aria-live="polite" aria-atomic="true">
            {`Görsel ${index + 1} / ${count}`}
          </p>
          <IconButton
            aria-label="Önceki görsel"
            variant="outline"
            className="absolute top-1/2 left-3 -translate-y-1/2 rounded-pill bg-surface/90 shadow-card"
            onClick={() => go(index - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </IconButton>
          <IconButton
            aria-label="Sonraki görsel"
            variant="outline"
            className="absolute top-1/2 right-3 -translate-y-1/2 rounded-pill bg-surface/90 shadow-card"
            onClick={() => go(index + 1)}
          >
            <ChevronRightIcon aria-hidden="true" />
          </IconButton>
          <div
            data-slot="image-carousel-dots"
            className="absolute inset-x-0 bottom-2 flex justify-center gap-1"
          >
            {images.map((item, dot) => (
              <button
                key={item.id}
                type="button"
                aria-label={`Görsel ${dot + 1}`}
                aria-current={dot === index ? "true" : undefined}
                onClick={() => go(dot)}
                className={cn(
                  // 44 px to tap on a phone, the dot itself stays small
                  "group/dot flex size-6 items-center justify-center rounded-pill outline-none max-sm:size-11",
                  "focus-visible:ring-2 focus-visible:ring-ring",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "block size-2.5 rounded-pill border border-neutral-700 transition-colors",
                    dot === index
                      ? "bg-surface ring-2 ring-neutral-900"
                      : "bg-neutral-400 group-hover/dot:bg-surface",
                  )}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

/** One slide's picture: the 480 px file for a phone, the 1600 px one beyond, in a 16:9 box. */
function CarouselPicture({
  image,
  alt,
  onError,
}: {
  image: CarouselImage;
  alt: string;
  onError: () => void;
}) {
  return (
    <img
      src={image.imageUrl}
      srcSet={image.cardUrl ? `${image.cardUrl} 480w, ${image.imageUrl} 1600w` : undefined}
      // the detail column: the page's width below 992 px, two thirds of the 1200 px page beyond
      sizes={image.cardUrl ? "(min-width: 992px) 784px, 100vw" : undefined}
      width={1600}
      height={900}
      alt={alt}
      draggable={false}
      className="size-full object-cover"
      onError={onError}
    />
  );
}
