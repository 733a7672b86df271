import type * as React from "react";
import { cn } from "../../lib/cn";

export type StatsRegionProps = React.ComponentProps<"section"> & {
  /** The figures are loading: the region is marked busy. */
  loading: boolean;
};

/** A named region of stat tiles, full width, busy while its figures load. */
export function StatsRegion({ loading, className, ...props }: StatsRegionProps) {
  return <section aria-busy={loading || undefined} className={cn("w-full", className)} {...props} />;
}

export type StatsPlaceholdersProps = {
  /** The grid's classes: the same as the loaded tiles' grid. */
  gridClassName: string;
  /** Each placeholder tile's classes. */
  tileClassName: string;
  /** How many tiles to draw. */
  count: number;
  /** What screen readers hear while the figures load, e.g. 'Özet yükleniyor'. */
  loadingText: string;
  /** One tile's placeholder lines. */
  children: React.ReactNode;
};

/** The tiles' shapes while the figures load; hidden from screen readers but for `loadingText`. */
export function StatsPlaceholders({
  gridClassName,
  tileClassName,
  count,
  loadingText,
  children,
}: StatsPlaceholdersProps) {
  return (
    <div className={gridClassName}>
      <span className="sr-only">{loadingText}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true" className={tileClassName}>
          {children}
        </div>
      ))}
    </div>
  );
}
