import { reservationStatusLabels } from "@halisaha/data/rules";
import { cva, type VariantProps } from "class-variance-authority";
import {
  CalendarClockIcon,
  CalendarDaysIcon,
  CheckCheckIcon,
  CircleCheckIcon,
  CircleXIcon,
  HourglassIcon,
} from "lucide-react";
import type * as React from "react";
import { Skeleton } from "../../display/skeleton";
import { cn } from "../../lib/cn";
import { StatsPlaceholders, StatsRegion } from "./stats-region";

export const reservationStatIconVariants = cva(
  "flex size-9 shrink-0 items-center justify-center rounded-pill [&_svg]:size-5",
  {
    variants: {
      tone: {
        neutral: "bg-secondary-soft text-secondary",
        primary: "bg-primary text-primary-foreground",
        warning: "bg-warning-soft text-warning-hover",
        success: "bg-primary-soft text-primary-hover",
        info: "bg-info-soft text-info",
        danger: "bg-danger-soft text-danger-hover",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

type Tone = NonNullable<VariantProps<typeof reservationStatIconVariants>["tone"]>;

/** The figures of 'Rezervasyonlarım': the status counts plus the upcoming ones. */
export type ReservationStatKey = "total" | "upcoming" | "pending" | "confirmed" | "completed" | "cancelled";

export type ReservationStatCounts = Partial<Record<ReservationStatKey, number>>;

export type ReservationStatItem = {
  /** Unique in the list, e.g. `"pending"`. */
  key: string;
  /** e.g. 'Beklemede'. */
  label: string;
  /** A number is written the Turkish way (1234 → '1.234'); anything else is shown as it is. */
  value: React.ReactNode;
  /** @default "neutral" */
  tone?: Tone;
  /** A decorative icon in the tinted circle. */
  icon?: React.ReactNode;
};

/** The default figures' Turkish labels, in order: the two totals, then the status names. */
export const reservationStatLabels: Record<ReservationStatKey, string> = {
  total: "Toplam",
  upcoming: "Yaklaşan",
  ...reservationStatusLabels,
};

const defaults: Record<ReservationStatKey, { tone: Tone; icon: React.ReactNode }> = {
  total: { tone: "neutral", icon: <CalendarDaysIcon /> },
  upcoming: { tone: "primary", icon: <CalendarClockIcon /> },
  pending: { tone: "warning", icon: <HourglassIcon /> },
  confirmed: { tone: "success", icon: <CircleCheckIcon /> },
  completed: { tone: "info", icon: <CheckCheckIcon /> },
  cancelled: { tone: "danger", icon: <CircleXIcon /> },
};

/** The six default figures from the counts (a missing count is 0). */
export function reservationStatItems(
  counts: ReservationStatCounts = {},
  labels: Partial<Record<ReservationStatKey, string>> = {},
): ReservationStatItem[] {
  return (Object.keys(reservationStatLabels) as ReservationStatKey[]).map((key) => ({
    key,
    label: labels[key] ?? reservationStatLabels[key],
    value: counts[key] ?? 0,
    ...defaults[key],
  }));
}

const numberFormat = new Intl.NumberFormat("tr-TR");

export type ReservationStatsProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The counts behind the six default figures. */
  counts?: ReservationStatCounts;
  /** Labels that win over the default ones. */
  labels?: Partial<Record<ReservationStatKey, string>>;
  /** Other figures instead of the six defaults. */
  items?: readonly ReservationStatItem[];
  /**
   * Shows placeholders instead of the figures.
   * @default false
   */
  loading?: boolean;
  /**
   * The region's name.
   * @default "Rezervasyon istatistikleri"
   */
  "aria-label"?: string;
};

/**
 * The stat cards over 'Rezervasyonlarım': Toplam, Yaklaşan, Beklemede, Onaylandı, Tamamlandı,
 * İptal Edildi, each with a tinted icon. Three a row and compact (no icons) on a phone, so the
 * list below stays in view; three on a tablet, six on a desktop.
 */
export function ReservationStats({
  counts,
  labels,
  items,
  loading = false,
  "aria-label": ariaLabel = "Rezervasyon istatistikleri",
  className,
  ...props
}: ReservationStatsProps) {
  const figures = items ?? reservationStatItems(counts, labels);
  const grid = "grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6";
  const tile =
    "flex flex-col gap-1 rounded-card border border-border bg-surface p-2.5 shadow-card sm:gap-2 sm:p-4";

  return (
    <StatsRegion
      data-slot="reservation-stats"
      aria-label={ariaLabel}
      loading={loading}
      className={className}
      {...props}
    >
      {loading ? (
        <StatsPlaceholders
          gridClassName={grid}
          tileClassName={tile}
          count={figures.length}
          loadingText="Rezervasyon istatistikleri yükleniyor"
        >
          <Skeleton shape="circle" className="size-9 max-sm:hidden" />
          <Skeleton className="w-2/3" />
          <Skeleton shape="rect" className="h-7 w-1/3 rounded-sm" />
        </StatsPlaceholders>
      ) : (
        <dl className={grid}>
          {figures.map((item) => (
            <div key={item.key} data-slot="reservation-stat" data-key={item.key} className={tile}>
              <dt className="flex flex-col gap-2 text-xs text-muted sm:text-sm">
                {item.icon ? (
                  <span
                    aria-hidden="true"
                    className={cn(reservationStatIconVariants({ tone: item.tone }), "max-sm:hidden")}
                  >
                    {item.icon}
                  </span>
                ) : null}
                {item.label}
              </dt>
              <dd className="text-xl font-bold text-foreground tabular-nums sm:text-2xl">
                {typeof item.value === "number" ? numberFormat.format(item.value) : item.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </StatsRegion>
  );
}
