import { formatHourMinute } from "@halisaha/data/rules";
import type { VariantProps } from "class-variance-authority";
import { ClockIcon, MapPinIcon } from "lucide-react";
import type * as React from "react";
import { Skeleton } from "../../display/skeleton";
import { cn } from "../../lib/cn";
import { useRenderLink } from "../../lib/link";
import { AmenityList } from "../amenity-list";
import { PriceTag } from "../price-tag";
import {
  CardMedia,
  CardRating,
  CardSkeletonFrame,
  type CardSkeletonProps,
  cardHeadings,
  type CardOutlineProps,
  cardFrameVariants,
  cardMediaVariants,
} from "./card-frame";

/** What a card needs of a facility; the list and favourites responses both fit it. */
export type FacilityCardData = {
  id: string | number;
  name: string;
  cityName?: string | null;
  districtName?: string | null;
  pricePerHour: number;
  /** 'HH:MM' or 'HH:MM:SS'; shown 'HH:MM'. */
  openingTime?: string | null;
  /** 'HH:MM' or 'HH:MM:SS'; shown 'HH:MM'. */
  closingTime?: string | null;
  /** The amenities' Turkish names, e.g. `["WiFi", "Ücretsiz Otopark"]` (the app names the API's keys). */
  amenities: readonly string[];
  /** The first (main) image, 1600 px wide; without it a drawn pitch is shown. */
  imageUrl?: string | null;
  /** The same image 480 px wide, when there is one: phones and narrow columns take it. */
  cardUrl?: string | null;
  /** 0 to 5; shown with one fraction digit when given. */
  rating?: number | null;
};

/** 'İstanbul / Kadıköy', 'İstanbul', or '-' when neither is known. */
export function formatLocation(cityName?: string | null, districtName?: string | null): string {
  const parts = [cityName, districtName].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(" / ") : "-";
}

export const facilityCardVariants = cardFrameVariants(
  "group/facility-card",
  // the whole card is the link: show hover and keyboard focus on the card (the skeleton replaces
  // the hover shadow: default:, see lib/cn.ts)
  "transition-shadow default:hover:shadow-raised focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2",
);

/** How wide the card's picture is drawn: the grid's columns (1, 2 from 768 px, 3 from 992 px) or the list's 256 px. */
const imageSizes = {
  grid: "(min-width: 992px) 384px, (min-width: 768px) 50vw, 100vw",
  list: "(min-width: 768px) 256px, (min-width: 576px) 224px, 100vw",
} as const;

const mediaVariants = cardMediaVariants({
  grid: "aspect-[16/10] w-full",
  list: "aspect-[16/10] w-full sm:aspect-auto sm:min-h-44 sm:w-56 md:w-64",
});

export type FacilityCardProps = Omit<React.ComponentProps<"article">, "children"> &
  VariantProps<typeof facilityCardVariants> & {
    facility: FacilityCardData;
    /** Where the card leads, e.g. `/facilities/12`; rendered through the link seam. */
    href: string;
    /** A control over the image's corner, e.g. a FavouriteButton; it stays clickable above the link. */
    favouriteSlot?: React.ReactNode;
    /**
     * How many amenities to show before '+N daha'.
     * @default 3
     */
    amenityLimit?: number;
  } & CardOutlineProps;

/**
 * A facility in the list or favourites: image (or a drawn pitch), price per hour, name, city and
 * district, hours and the first amenities. The name's link is stretched over the card, so the
 * whole card opens the facility while `favouriteSlot` stays its own button.
 */
export function FacilityCard({
  facility,
  href,
  layout,
  favouriteSlot,
  amenityLimit = 3,
  headingLevel = 3,
  renderLink,
  className,
  ...props
}: FacilityCardProps) {
  const link = useRenderLink(renderLink);
  const Heading = cardHeadings[headingLevel];
  const hours =
    facility.openingTime && facility.closingTime
      ? `${formatHourMinute(facility.openingTime)} - ${formatHourMinute(facility.closingTime)}`
      : null;

  return (
    <article
      data-slot="facility-card"
      data-layout={layout ?? "grid"}
      className={cn(facilityCardVariants({ layout }), className)}
      {...props}
    >
      <CardMedia
        slot="facility-card-media"
        className={mediaVariants({ layout })}
        imageUrl={facility.imageUrl}
        // the 480 px file where it is enough (phones, the grid's columns), the 1600 px one beyond
        srcSet={
          facility.cardUrl && facility.imageUrl
            ? `${facility.cardUrl} 480w, ${facility.imageUrl} 1600w`
            : undefined
        }
        sizes={facility.cardUrl ? imageSizes[layout ?? "grid"] : undefined}
        width={480}
        height={300}
        decoding="async"
      />
      <div data-slot="facility-card-body" className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <PriceTag amount={facility.pricePerHour} size="md" />
          {facility.rating != null ? (
            <CardRating slot="facility-card-rating" rating={facility.rating} />
          ) : null}
        </div>
        <Heading data-slot="facility-card-title" className="text-lg leading-snug font-semibold">
          {link({
            href,
            className:
              "outline-none after:absolute after:inset-0 after:content-[''] hover:text-primary-hover focus-visible:underline",
            children: facility.name,
          })}
        </Heading>
        <p data-slot="facility-card-location" className="flex items-center gap-1.5 text-sm text-muted">
          <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">Konum:</span>
          <span className="truncate">{formatLocation(facility.cityName, facility.districtName)}</span>
        </p>
        {hours ? (
          <p
            data-slot="facility-card-hours"
            className="flex items-center gap-1.5 text-sm text-muted tabular-nums"
          >
            <ClockIcon aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Çalışma saatleri:</span>
            {hours}
          </p>
        ) : null}
        <AmenityList
          className="mt-auto pt-1"
          amenities={facility.amenities}
          max={amenityLimit}
          aria-label="Olanaklar"
        />
      </div>
      {favouriteSlot ? (
        <div data-slot="facility-card-favourite" className="absolute top-3 right-3 z-10">
          {favouriteSlot}
        </div>
      ) : null}
    </article>
  );
}

export type FacilityCardSkeletonProps = CardSkeletonProps;

/**
 * The card's shape while the list loads. Hidden from screen readers: mark the list `aria-busy`
 * (FacilityGrid's `loading`) and say what loads.
 */
export function FacilityCardSkeleton({ className, ...props }: FacilityCardSkeletonProps) {
  return (
    <CardSkeletonFrame
      data-slot="facility-card-skeleton"
      frame={facilityCardVariants}
      media={mediaVariants}
      // the skeleton is no link: no hover shadow
      className={cn("hover:shadow-card", className)}
      {...props}
    >
      <Skeleton className="w-1/3" />
      <Skeleton shape="rect" className="h-6 w-3/4 rounded-sm" />
      <Skeleton lines={2} />
      <div className="flex gap-1.5">
        <Skeleton shape="rect" className="h-5 w-16 rounded-pill" />
        <Skeleton shape="rect" className="h-5 w-20 rounded-pill" />
        <Skeleton shape="rect" className="h-5 w-14 rounded-pill" />
      </div>
    </CardSkeletonFrame>
  );
}
