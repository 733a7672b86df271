import { formatLira } from "@halisaha/data/rules";
import type * as React from "react";
import { RetryPanel } from "../../display/retry-panel";
import { Skeleton } from "../../display/skeleton";
import { StatsPlaceholders, StatsRegion } from "../../booking/reservation-stats/stats-region";

/** The figures of one period (today, this week, this month). */
export type OwnerStatsPeriod = {
  /** Unique in the list, e.g. `"week"`. */
  key: string;
  /** e.g. 'Bu Hafta'. */
  label: string;
  /** e.g. '2 - 8 Mart'. */
  range?: string;
  reservationCount: number;
  bookedHours: number;
  openHours: number;
  /** Booked hours / open hours, in percent. */
  occupancy: number;
  /** Sum of the prices of the reservations that are not cancelled. */
  revenue: number;
  /** What was paid online. */
  paidOnline: number;
};

const numberFormat = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 1 });
const percentFormat = new Intl.NumberFormat("tr-TR", { style: "percent", maximumFractionDigits: 1 });

export type OwnerStatsProps = Omit<React.ComponentProps<"section">, "children"> & {
  periods?: readonly OwnerStatsPeriod[];
  /**
   * Shows placeholders instead of the figures.
   * @default false
   */
  loading?: boolean;
  /** A load error: the message and a retry button instead of the figures. */
  error?: React.ReactNode;
  onRetry?: () => void;
  /**
   * The region's name.
   * @default "İşletme özeti"
   */
  "aria-label"?: string;
};

/**
 * The owner dashboard's figures, one card per period: reservations, booked of open hours,
 * occupancy (with a bar), revenue and the amount paid online. One card a row on a phone,
 * three on a desktop.
 */
export function OwnerStats({
  periods = [],
  loading = false,
  error,
  onRetry,
  "aria-label": ariaLabel = "İşletme özeti",
  className,
  ...props
}: OwnerStatsProps) {
  const tile = "flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card";
  return (
    <StatsRegion
      data-slot="owner-stats"
      aria-label={ariaLabel}
      loading={loading}
      className={className}
      {...props}
    >
      {error ? (
        <RetryPanel onRetry={onRetry}>{error}</RetryPanel>
      ) : loading ? (
        <StatsPlaceholders
          gridClassName="grid grid-cols-1 gap-3 md:grid-cols-3"
          tileClassName={tile}
          count={3}
          loadingText="Özet yükleniyor"
        >
          <Skeleton className="w-1/3" />
          <Skeleton shape="rect" className="h-8 w-1/2 rounded-sm" />
          <Skeleton className="w-full" />
          <Skeleton className="w-2/3" />
        </StatsPlaceholders>
      ) : (
        <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
          {periods.map((period) => {
            const share = Math.min(Math.max(period.occupancy, 0), 100);
            return (
              <article
                key={period.key}
                data-slot="owner-stats-period"
                data-key={period.key}
                aria-labelledby={`owner-stats-${period.key}`}
                className={tile}
              >
                <header className="flex items-baseline justify-between gap-2">
                  <h3 id={`owner-stats-${period.key}`} className="font-semibold text-foreground">
                    {period.label}
                  </h3>
                  {period.range ? <span className="text-xs text-muted">{period.range}</span> : null}
                </header>
                <dl className="grid grid-cols-2 gap-3">
                  <div className="flex flex-col gap-0.5">
                    <dt className="text-xs text-muted">Gelir</dt>
                    <dd className="text-xl font-bold text-foreground tabular-nums">
                      {formatLira(period.revenue)}
                    </dd>
                  </div>
                  <div className="flex flex-col gap-0.5">
                    <dt className="text-xs text-muted">Online Ödenen</dt>
                    <dd className="text-xl font-bold text-foreground tabular-nums">
                      {formatLira(period.paidOnline)}
                    </dd>
                  </div>
                  <div className="flex flex-col gap-0.5">
                    <dt className="text-xs text-muted">Rezervasyon</dt>
                    <dd className="font-semibold text-foreground tabular-nums">
                      {numberFormat.format(period.reservationCount)}
                    </dd>
                  </div>
                  <div className="flex flex-col gap-0.5">
                    <dt className="text-xs text-muted">Dolu / Açık Saat</dt>
                    <dd className="font-semibold text-foreground tabular-nums">
                      {numberFormat.format(period.bookedHours)} / {numberFormat.format(period.openHours)}
                    </dd>
                  </div>
                  <div className="col-span-2 flex flex-col gap-1">
                    <dt className="text-xs text-muted">Doluluk</dt>
                    <dd className="flex items-center gap-2">
                      <span className="font-semibold text-foreground tabular-nums">
                        {percentFormat.format(period.occupancy / 100)}
                      </span>
                      <span
                        aria-hidden="true"
                        className="h-2 flex-1 overflow-hidden rounded-pill bg-neutral-100"
                      >
                        <span
                          className="block h-full rounded-pill bg-primary"
                          style={{ width: `${share}%` }}
                        />
                      </span>
                    </dd>
                  </div>
                </dl>
              </article>
            );
          })}
        </div>
      )}
    </StatsRegion>
  );
}
