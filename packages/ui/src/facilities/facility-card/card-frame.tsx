import { cva } from "class-variance-authority";
import { StarIcon } from "lucide-react";
import { useState } from "react";
import type * as React from "react";
import { Skeleton } from "../../display/skeleton";
import { cn } from "../../lib/cn";
import type { RenderLink } from "../../lib/link";
import { FacilityImagePlaceholder } from "../facility-image-placeholder";

const cardFrameLayouts = {
  variants: {
    layout: {
      grid: "flex-col",
      list: "flex-col sm:flex-row",
    },
  },
  defaultVariants: { layout: "grid" },
} as const;

/**
 * The frame both facility cards (the player's and the owner's) are drawn in: a surface that
 * stacks picture over body in the grid and sets them side by side in the list from 576 px,
 * plus each card's own classes.
 */
export function cardFrameVariants(...own: string[]) {
  return cva(
    [
      "relative flex overflow-hidden rounded-card border border-border bg-surface text-foreground shadow-card",
      ...own,
    ],
    cardFrameLayouts,
  );
}

/** The picture's box, with each card's own aspect ratio and width per layout. */
export function cardMediaVariants(layout: { grid: string; list: string }) {
  return cva("relative shrink-0 overflow-hidden bg-neutral-100", {
    variants: { layout },
    defaultVariants: { layout: "grid" },
  });
}

/** What both cards take to fit the page: the name's heading level and the link renderer. */
export type CardOutlineProps = {
  /**
   * The level of the name's heading, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Overrides the app's link renderer for this card. */
  renderLink?: RenderLink;
};

export const cardHeadings = { 2: "h2", 3: "h3", 4: "h4" } as const;

const ratingFormat = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export type CardMediaProps = Omit<React.ComponentProps<"img">, "src" | "alt" | "className" | "onError"> & {
  /** The picture; without it, or once it fails to load, a drawn pitch is shown. */
  imageUrl?: string | null;
  /** The box's classes (aspect ratio and width). */
  className: string;
  /** The box's data-slot. */
  slot: string;
  /** What stands over the picture, e.g. a status badge. */
  children?: React.ReactNode;
};

/** A card's decorative picture, or the drawn pitch when there is none or it fails to load. */
export function CardMedia({ imageUrl, className, slot, children, ...imgProps }: CardMediaProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const shown = imageUrl && imageUrl !== failedUrl ? imageUrl : null;
  return (
    <div data-slot={slot} className={className}>
      {shown ? (
        <img
          src={shown}
          {...imgProps}
          alt=""
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailedUrl(shown)}
        />
      ) : (
        <FacilityImagePlaceholder className="absolute inset-0" />
      )}
      {children}
    </div>
  );
}

/** '★ 4,5' with 'Puan:' for screen readers: one fraction digit, tr-TR. */
export function CardRating({ rating, slot }: { rating: number; slot: string }) {
  return (
    <span data-slot={slot} className="inline-flex items-center gap-1 text-sm font-medium">
      <StarIcon aria-hidden="true" className="size-4 fill-warning text-warning" />
      <span className="sr-only">Puan:</span>
      {ratingFormat.format(rating)}
    </span>
  );
}

/** A card skeleton's props: a div's, and the card's layout. */
export type CardSkeletonProps = Omit<React.ComponentProps<"div">, "children"> & {
  layout?: keyof typeof cardFrameLayouts.variants.layout | null;
};

type CardLayout = CardSkeletonProps["layout"];

export type CardSkeletonFrameProps = CardSkeletonProps & {
  /** The card's frame classes for a layout. */
  frame: (options: { layout?: CardLayout }) => string;
  /** The picture box's classes for a layout. */
  media: (options: { layout?: CardLayout }) => string;
  /** The body's placeholder lines. */
  children: React.ReactNode;
};

/** A card's loading shape: a grey picture over placeholder lines, hidden from screen readers. */
export function CardSkeletonFrame({
  frame,
  media,
  layout,
  className,
  children,
  ...props
}: CardSkeletonFrameProps) {
  return (
    <div aria-hidden="true" className={cn(frame({ layout }), className)} {...props}>
      <div className={media({ layout })}>
        <Skeleton shape="rect" className="absolute inset-0 h-full rounded-none" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">{children}</div>
    </div>
  );
}
