import { formatLira } from "@halisaha/data/rules";
import { BanknoteIcon, HeartIcon, StarIcon } from "lucide-react";
import type * as React from "react";
import { Skeleton } from "../../display/skeleton";
import { cn } from "../../lib/cn";

/** A rating of at least this counts as highly rated. */
export const HIGH_RATING = 4.5;

export type FavouritesSummaryData = {
  count: number;
  highlyRated: number;
  /** The mean price per hour; `null` with no favourites. */
  averagePrice: number | null;
};

/**
 * The favourites page's figures from its facilities: how many, how many rated at least 4.5, and
 * the mean price per hour.
 */
export function summariseFavourites(
  facilities: readonly { pricePerHour: number; rating?: number | null }[],
): FavouritesSummaryData {
  const count = facilities.length;
  return {
    count,
    highlyRated: facilities.filter((facility) => (facility.rating ?? 0) >= HIGH_RATING).length,
    averagePrice:
      count === 0 ? null : facilities.reduce((sum, facility) => sum + facility.pricePerHour, 0) / count,
  };
}

export type FavouritesSummaryProps = Omit<React.ComponentProps<"dl">, "children"> &
  Partial<FavouritesSummaryData> & {
    /**
     * Shows placeholders instead of the figures.
     * @default false
     */
    loading?: boolean;
    /**
     * The labels of the three figures.
     * @default { count: "Favori Tesis", highlyRated: "Yüksek Puanlı", averagePrice: "Ortalama Fiyat" }
     */
    labels?: Partial<Record<keyof FavouritesSummaryData, string>>;
  };

const defaultLabels = { count: "Favori Tesis", highlyRated: "Yüksek Puanlı", averagePrice: "Ortalama Fiyat" };
const countFormat = new Intl.NumberFormat("tr-TR");

/**
 * Three figures over the favourites: 'Favori Tesis', 'Yüksek Puanlı' (rating ≥ 4.5) and
 * 'Ortalama Fiyat' (no fraction digits, '-' without favourites).
 */
export function FavouritesSummary({
  count = 0,
  highlyRated = 0,
  averagePrice = null,
  loading = false,
  labels,
  className,
  ...props
}: FavouritesSummaryProps) {
  const text = { ...defaultLabels, ...labels };
  const items = [
    { key: "count", label: text.count, value: countFormat.format(count), Icon: HeartIcon },
    { key: "highlyRated", label: text.highlyRated, value: countFormat.format(highlyRated), Icon: StarIcon },
    {
      key: "averagePrice",
      label: text.averagePrice,
      value: averagePrice == null ? "-" : formatLira(averagePrice, { fractionDigits: 0, unit: "₺/saat" }),
      Icon: BanknoteIcon,
    },
  ];
  return (
    <dl
      data-slot="favourites-summary"
      aria-busy={loading || undefined}
      className={cn("grid grid-cols-1 gap-3 sm:grid-cols-3", className)}
      {...props}
    >
      {items.map(({ key, label, value, Icon }) => (
        <div
          key={key}
          data-slot="favourites-summary-item"
          className="relative flex min-h-18 flex-col-reverse justify-center gap-0.5 rounded-card border border-border bg-surface py-3 ps-18 pe-4 shadow-card"
        >
          <dt className="text-sm text-muted">
            <span
              aria-hidden="true"
              className="absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-pill bg-primary-soft text-primary [&_svg]:size-5"
            >
              <Icon />
            </span>
            {label}
          </dt>
          <dd className="text-xl font-bold text-foreground tabular-nums">
            {loading ? (
              <>
                <span className="sr-only">Yükleniyor</span>
                <Skeleton shape="rect" className="h-7 w-20 rounded-sm" />
              </>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
