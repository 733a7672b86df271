import { bookingAmounts, formatLira, formatLongDate, paymentMethodLabel } from "@halisaha/data/rules";
import { useId } from "react";
import type * as React from "react";
import { Badge } from "../../display/badge";
import { cardVariants } from "../../display/card";
import { Skeleton } from "../../display/skeleton";
import { cn } from "../../lib/cn";

const headings = { 2: "h2", 3: "h3" } as const;

export type BookingSummaryProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  facilityName: string;
  /** The chosen date `YYYY-MM-DD`; shown '21 Kasım 2026 Cumartesi'. */
  date?: string | null;
  /** The chosen slot, '18:00 - 19:00'. */
  time?: string | null;
  /** `creditCard` or `onsite`; another value is shown as it is. */
  paymentMethod?: string | null;
  /** The price of the hour on the chosen date. */
  hourlyPrice: number;
  /**
   * The price is the facility's weekend price: marked 'Hafta sonu fiyatı'.
   * @default false
   */
  isWeekendPrice?: boolean;
  /**
   * The facility's deposit; 0 is shown 'Kapora yok'.
   * @default 0
   */
  depositAmount?: number;
  /** The amount paid now; without it, computed by `bookingAmounts`. */
  dueNow?: number;
  /** The amount paid at the facility; without it, computed by `bookingAmounts`. */
  dueAtFacility?: number;
  /**
   * Shows placeholders while the facility and price load.
   * @default false
   */
  loading?: boolean;
  /** @default "Rezervasyon Özeti" */
  title?: React.ReactNode;
  /**
   * The heading level of the title.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /**
   * Shown for a date, hour or method not chosen yet.
   * @default "Seçilmedi"
   */
  notChosenLabel?: string;
};

type RowProps = {
  term: React.ReactNode;
  children: React.ReactNode;
  /** the total-like row: bold */
  strong?: boolean;
  /** starts a new group: a line above */
  separated?: boolean;
};

function Row({ term, children, strong = false, separated = false }: RowProps) {
  return (
    <div
      data-slot="booking-summary-row"
      className={cn("flex items-start justify-between gap-4 py-2", separated && "mt-1 border-t border-border pt-3")}
    >
      <dt className={cn("shrink-0 text-sm", strong ? "font-semibold text-foreground" : "text-muted")}>{term}</dt>
      <dd
        className={cn(
          "min-w-0 text-right text-foreground",
          strong ? "text-base font-bold whitespace-nowrap tabular-nums" : "text-sm",
        )}
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * The booking form's side panel: facility, date, hour, payment method, the hour's price (marked
 * when it is the weekend price), the deposit, and what is paid now and at the facility.
 */
export function BookingSummary({
  facilityName,
  date,
  time,
  paymentMethod,
  hourlyPrice,
  isWeekendPrice = false,
  depositAmount = 0,
  dueNow,
  dueAtFacility,
  loading = false,
  title = "Rezervasyon Özeti",
  headingLevel = 2,
  notChosenLabel = "Seçilmedi",
  className,
  ...props
}: BookingSummaryProps) {
  const Heading = headings[headingLevel];
  const titleId = useId();
  const notChosen = <span className="text-muted">{notChosenLabel}</span>;
  const split = bookingAmounts(hourlyPrice, depositAmount, paymentMethod);
  const now = dueNow ?? split?.now;
  const atFacility = dueAtFacility ?? split?.atFacility;

  return (
    <section
      data-slot="booking-summary"
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={cn(cardVariants(), "w-full gap-2 p-5", className)}
      {...props}
    >
      <Heading id={titleId} className="text-lg font-semibold">
        {title}
      </Heading>
      {loading ? (
        <div className="flex flex-col gap-4 py-2">
          <span className="sr-only">Rezervasyon özeti yükleniyor</span>
          {Array.from({ length: 6 }, (_, index) => (
            // identical placeholders: their position is their identity
            <div key={index} className="flex justify-between gap-4">
              <Skeleton className="w-1/3" />
              <Skeleton className="w-1/4" />
            </div>
          ))}
        </div>
      ) : (
        <dl className="flex flex-col">
          <Row term="Tesis">
            <span className="font-medium">{facilityName}</span>
          </Row>
          <Row term="Tarih">{date ? formatLongDate(date) : notChosen}</Row>
          <Row term="Saat">{time ? <span className="tabular-nums">{time}</span> : notChosen}</Row>
          <Row term="Ödeme Yöntemi">{paymentMethod ? paymentMethodLabel(paymentMethod) : notChosen}</Row>
          <Row term="Saatlik Ücret" separated>
            <span className="flex flex-col items-end gap-1">
              <span className="whitespace-nowrap tabular-nums">{formatLira(hourlyPrice)}</span>
              {isWeekendPrice ? (
                <Badge tone="info" size="sm">
                  Hafta sonu fiyatı
                </Badge>
              ) : null}
            </span>
          </Row>
          <Row term="Kapora">
            {depositAmount > 0 ? (
              <span className="whitespace-nowrap tabular-nums">{formatLira(depositAmount)}</span>
            ) : (
              "Kapora yok"
            )}
          </Row>
          {now !== undefined && atFacility !== undefined ? (
            <>
              <Row term="Şimdi Ödenecek" strong separated>
                {formatLira(now)}
              </Row>
              <Row term="Tesiste Ödenecek">
                <span className="whitespace-nowrap tabular-nums">{formatLira(atFacility)}</span>
              </Row>
            </>
          ) : null}
        </dl>
      )}
    </section>
  );
}
