import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useState } from "react";
import type * as React from "react";
import { IconButton } from "../../actions/icon-button";
import { cn } from "../../lib/cn";
import { FacilityImagePlaceholder } from "../facility-image-placeholder";

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
 * 'Sonraki görsel'), dots ('Görsel N') and the arrow keys; wraps around at the ends. With no
 * images, or for one that fails to load, a drawn pitch stands in.
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
  const [current, setCurrent] = useState(() => Math.min(Math.max(0, defaultIndex), Math.max(0, count - 1)));
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const index = count === 0 ? 0 : Math.min(current, count - 1);
  const image = images[index];

  const go = (next: number) => {
    if (count < 2) return;
    const wrapped = (next + count) % count;
    setCurrent(wrapped);
    onIndexChange?.(wrapped);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowLeft") go(index - 1);
    else if (event.key === "ArrowRight") go(index + 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(count - 1);
    else return;
    event.preventDefault();
  };

  const imageKey = image ? `${image.id}|${image.imageUrl}` : "";
  const showImage = image && !failed.has(imageKey);

  return (
    <section
      data-slot="image-carousel"
      aria-roledescription="carousel"
      aria-label={`${name} görselleri`}
      className={cn("relative overflow-hidden rounded-card bg-neutral-100", className)}
      onKeyDown={onKeyDown}
      {...props}
    >
      <div data-slot="image-carousel-viewport" className="relative aspect-[16/9] w-full">
        {showImage ? (
          <img
            key={imageKey}
            src={image.imageUrl}
            srcSet={image.cardUrl ? `${image.cardUrl} 480w, ${image.imageUrl} 1600w` : undefined}
            // the detail column: the page's width below 992 px, two thirds of the 1200 px page beyond
            sizes={image.cardUrl ? "(min-width: 992px) 784px, 100vw" : undefined}
            width={1600}
            height={900}
            alt={image.alt ?? `${name} - görsel ${index + 1}`}
            className="size-full object-cover"
            onError={() => setFailed((previous) => new Set(previous).add(imageKey))}
          />
        ) : (
          <FacilityImagePlaceholder
            className="absolute inset-0"
            label={image ? `${name} - görsel ${index + 1} yüklenemedi` : `${name} için görsel yok`}
          />
        )}
      </div>
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
