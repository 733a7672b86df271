import { ChartColumnIcon } from "lucide-react";
import type * as React from "react";
import { Card } from "../../display/card";
import { EmptyState } from "../../display/empty-state";
import { Skeleton } from "../../display/skeleton";
import { cn } from "../../lib/cn";

export type ProfileStat = {
  /** e.g. 'Toplam Rezervasyon', 'Aktif Rezervasyon', 'Favori Tesis'. */
  label: string;
  /** A number is written the Turkish way (1234 → '1.234'); anything else is shown as it is. */
  value: React.ReactNode;
  /** A decorative icon beside the label. */
  icon?: React.ReactNode;
};

const numberFormat = new Intl.NumberFormat("tr-TR");
const headings = { 2: "h2", 3: "h3" } as const;

export type ProfileStatsProps = Omit<React.ComponentProps<"div">, "title" | "children"> & {
  /** The figures, in order. */
  items: readonly ProfileStat[];
  /**
   * The panel's heading.
   * @default "İstatistikler"
   */
  title?: React.ReactNode;
  /**
   * Shows placeholders (as many as `items`, at least 3) instead of the figures.
   * @default false
   */
  loading?: boolean;
  /**
   * Shown when `items` is empty.
   * @default "Henüz istatistik yok"
   */
  emptyMessage?: React.ReactNode;
  /**
   * The heading level of the title.
   * @default 2
   */
  headingLevel?: 2 | 3;
};

/** The profile screen's statistics: a titled panel of labelled figures, with loading and empty states. */
export function ProfileStats({
  items,
  title = "İstatistikler",
  loading = false,
  emptyMessage = "Henüz istatistik yok",
  headingLevel = 2,
  className,
  ...props
}: ProfileStatsProps) {
  const Heading = headings[headingLevel];
  const subHeading = headingLevel === 2 ? 3 : 4;
  const grid = "grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-3";

  let body: React.ReactNode;
  if (loading) {
    body = (
      <div className={grid}>
        <span className="sr-only">İstatistikler yükleniyor</span>
        {Array.from({ length: Math.max(3, items.length) }, (_, index) => (
          // identical placeholders: their position is their identity
          <div key={index} className="flex flex-col gap-3 rounded-control border border-border bg-neutral-50 p-4">
            <Skeleton className="w-3/4" />
            <Skeleton shape="rect" className="h-7 w-1/3 rounded-sm" />
          </div>
        ))}
      </div>
    );
  } else if (items.length === 0) {
    body = <EmptyState size="sm" headingLevel={subHeading} icon={<ChartColumnIcon />} title={emptyMessage} />;
  } else {
    body = (
      <dl className={grid}>
        {items.map((item) => (
          <div key={item.label} data-slot="profile-stat" className="flex flex-col gap-1 rounded-control border border-border bg-neutral-50 p-4">
            <dt className="flex items-center gap-1.5 text-sm text-muted [&_svg]:size-4 [&_svg]:shrink-0">
              {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
              {item.label}
            </dt>
            <dd className="text-2xl font-bold text-foreground tabular-nums">
              {typeof item.value === "number" ? numberFormat.format(item.value) : item.value}
            </dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <Card
      data-slot="profile-stats"
      aria-busy={loading || undefined}
      className={cn("w-full gap-4 p-5", className)}
      {...props}
    >
      <Heading data-slot="profile-stats-title" className="text-lg font-semibold">
        {title}
      </Heading>
      {body}
    </Card>
  );
}
