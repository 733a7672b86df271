import { addDays, formatDateTr, reservationMessages, reservationStatusLabels } from "@halisaha/data/rules";
import { cva } from "class-variance-authority";
import { ChevronLeftIcon, ChevronRightIcon, RefreshCwIcon, RepeatIcon } from "lucide-react";
import type * as React from "react";
import { Button } from "../../actions/button";
import { RetryPanel } from "../../display/retry-panel";
import { Skeleton } from "../../display/skeleton";
import type { ReservationStatusValue } from "../../booking/status-badge";
import { cn } from "../../lib/cn";

/** One open hour of a business day. */
export type WeekGridSlot = {
  /** The calendar date the hour starts on: the next day for an hour past midnight. */
  date: string;
  /** 'HH:00' */
  startTime: string;
  endTime: string;
  /**
   * The hour has started: shown greyed and not clickable.
   * @default false
   */
  isPast?: boolean;
};

/** A business day (a column): its date and its open hours. */
export type WeekGridDay = { date: string; slots: readonly WeekGridSlot[] };

/** A block on the grid: a reservation or a subscriber's weekly hour. */
export type WeekGridEntry = {
  /** Unique on the grid. */
  key: string;
  /** The business day (column) it belongs to. */
  day: string;
  /** Calendar date and hours of the start and end ('HH:MM'). */
  date: string;
  startTime: string;
  endTime: string;
  status: ReservationStatusValue;
  /** @default false */
  isSubscription?: boolean;
  /** e.g. the contact's name. */
  title: string;
};

/**
 * What an entry is called on the legend and to screen readers: its reservation status, or
 * 'Abonelik' for a subscriber's weekly hour.
 */
export const weekGridEntryLabels: Record<ReservationStatusValue | "subscription", string> = {
  ...reservationStatusLabels,
  subscription: reservationMessages.subscriptionNote,
};

/** What `onEmptyCellClick` reports: the business day and the hour clicked. */
export type WeekGridCell = { day: string; date: string; startTime: string; endTime: string };

export const weekGridEntryVariants = cva(
  [
    // the legend's swatch replaces the size and padding (default:, see lib/cn.ts)
    "flex default:h-full default:w-full flex-col items-start gap-0.5 overflow-hidden rounded-sm border-l-4 default:px-1.5 default:py-1 text-left text-xs",
    "outline-none focus-visible:ring-2 focus-visible:ring-ring",
  ],
  {
    variants: {
      status: {
        pending: "border-warning bg-warning-soft text-foreground hover:brightness-95",
        confirmed: "border-primary bg-primary-soft text-foreground hover:brightness-95",
        completed: "border-info bg-info-soft text-foreground hover:brightness-95",
        cancelled: "border-danger bg-danger-soft text-muted line-through",
        subscription: "border-dashed border-secondary bg-secondary-soft text-foreground hover:brightness-95",
      },
    },
    defaultVariants: { status: "confirmed" },
  },
);

const weekdayShort = { weekday: "short" } as const;
const weekdayLong = { weekday: "long" } as const;
const dayMonthShort = { day: "numeric", month: "short" } as const;

const hourOf = (time: string) => Number(time.slice(0, 2));
const pad2 = (n: number) => String(n).padStart(2, "0");

/** The grid row of an hour of `day`: 0..23 on the day itself, 24.. for the hours past midnight. */
function rowOf(day: string, date: string, time: string): number {
  return hourOf(time) + (date === day ? 0 : 24);
}

/** How many one-hour rows an entry covers (at least one). */
function spanOf(entry: WeekGridEntry): number {
  const hours = (hourOf(entry.endTime) - hourOf(entry.startTime) + 24) % 24;
  return hours === 0 ? 1 : hours;
}

/** The hour rows: 07:00 to 23:00, stretched to any earlier opening and the hours past midnight. */
export function weekGridRows(days: readonly WeekGridDay[], entries: readonly WeekGridEntry[] = []): number[] {
  let first = 7;
  let last = 23;
  for (const day of days)
    for (const slot of day.slots) {
      const row = rowOf(day.date, slot.date, slot.startTime);
      first = Math.min(first, row);
      last = Math.max(last, row);
    }
  for (const entry of entries) {
    const row = rowOf(entry.day, entry.date, entry.startTime);
    first = Math.min(first, row);
    last = Math.max(last, row + spanOf(entry) - 1);
  }
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** '07:00' for row 7, '01:00' for row 25. */
const rowLabel = (row: number) => `${pad2(row % 24)}:00`;

export type WeekGridProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The seven business days, Monday first. */
  days: readonly WeekGridDay[];
  entries?: readonly WeekGridEntry[];
  /** Istanbul's date today: its column is marked. */
  today?: string;
  /**
   * Shows placeholders instead of the grid.
   * @default false
   */
  loading?: boolean;
  /** A load error: the message and a retry button instead of the grid. */
  error?: React.ReactNode;
  onRetry?: () => void;
  /**
   * Nothing is clickable (e.g. while a change is saved).
   * @default false
   */
  disabled?: boolean;
  /** A free, open hour that has not started was clicked. */
  onEmptyCellClick?: (cell: WeekGridCell) => void;
  /** A block was clicked. */
  onReservationClick?: (entry: WeekGridEntry) => void;
  /** 'Önceki Hafta' / 'Sonraki Hafta': the Monday of the week to show. */
  onWeekChange?: (monday: string) => void;
  /** 'Yenile'; without it the button is not shown. */
  onRefresh?: () => void;
  /**
   * The refresh is running.
   * @default false
   */
  refreshing?: boolean;
  /**
   * The grid's name.
   * @default "Haftalık takvim"
   */
  "aria-label"?: string;
};

/**
 * The owner's week: Monday first, a row per hour (07:00-23:00, stretched to earlier openings
 * and to the hours past midnight, which stay under the day whose evening they continue), a
 * column per day with today marked. Blocks by status colour, subscribers' hours dashed. A free
 * open hour is a button (`onEmptyCellClick`), a block too (`onReservationClick`); closed and
 * past hours are not clickable. The table scrolls inside its own box on a narrow screen.
 */
export function WeekGrid({
  days,
  entries = [],
  today,
  loading = false,
  error,
  onRetry,
  disabled = false,
  onEmptyCellClick,
  onReservationClick,
  onWeekChange,
  onRefresh,
  refreshing = false,
  "aria-label": ariaLabel = "Haftalık takvim",
  className,
  ...props
}: WeekGridProps) {
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const rows = weekGridRows(days, entries);

  // Which entries start in which cell, and which cells a longer entry covers below its start.
  const starting = new Map<string, WeekGridEntry[]>();
  const covered = new Set<string>();
  for (const entry of entries) {
    const row = rowOf(entry.day, entry.date, entry.startTime);
    const key = `${entry.day}|${row}`;
    starting.set(key, [...(starting.get(key) ?? []), entry]);
    for (let i = 1; i < spanOf(entry); i += 1) covered.add(`${entry.day}|${row + i}`);
  }

  return (
    <section
      data-slot="week-grid"
      aria-label={ariaLabel}
      aria-busy={loading || refreshing || undefined}
      className={cn("flex w-full min-w-0 flex-col gap-3", className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p data-slot="week-grid-range" className="font-semibold text-foreground">
          {first && last ? `${formatDateTr(first)} - ${formatDateTr(last)}` : null}
        </p>
        <div className="flex flex-wrap gap-2">
          {onWeekChange && first ? (
            <>
              <Button variant="outline" size="sm" onClick={() => onWeekChange(addDays(first, -7))}>
                <ChevronLeftIcon aria-hidden="true" />
                Önceki Hafta
              </Button>
              <Button variant="outline" size="sm" onClick={() => onWeekChange(addDays(first, 7))}>
                Sonraki Hafta
                <ChevronRightIcon aria-hidden="true" />
              </Button>
            </>
          ) : null}
          {onRefresh ? (
            <Button variant="ghost" size="sm" onClick={onRefresh} loading={refreshing}>
              {refreshing ? null : <RefreshCwIcon aria-hidden="true" />}
              Yenile
            </Button>
          ) : null}
        </div>
      </div>

      {error ? (
        <RetryPanel onRetry={onRetry}>{error}</RetryPanel>
      ) : loading ? (
        <div aria-hidden="true" className="flex flex-col gap-2">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} shape="rect" className="h-10 w-full rounded-sm" />
          ))}
        </div>
      ) : (
        <div
          data-slot="week-grid-scroll"
          tabIndex={0}
          aria-label={`${ariaLabel} (kaydırılabilir)`}
          className="w-full max-w-full overflow-x-auto rounded-card border border-border outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <table className="w-full min-w-[760px] table-fixed border-collapse text-sm">
            <thead>
              <tr>
                <th
                  scope="col"
                  className="sticky left-0 z-10 w-16 border-b border-border bg-surface p-2 text-xs text-muted"
                >
                  Saat
                </th>
                {days.map((day) => {
                  const isToday = day.date === today;
                  return (
                    <th
                      key={day.date}
                      scope="col"
                      data-today={isToday || undefined}
                      aria-current={isToday ? "date" : undefined}
                      className={cn(
                        "border-b border-l border-border p-2 text-center font-medium",
                        isToday ? "bg-primary-soft text-primary-hover" : "bg-surface text-foreground",
                      )}
                    >
                      <span className="block text-xs uppercase">{formatDateTr(day.date, weekdayShort)}</span>
                      <span className="block">{formatDateTr(day.date, dayMonthShort)}</span>
                      {isToday ? <span className="block text-xs font-semibold">Bugün</span> : null}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row}>
                  <th
                    scope="row"
                    className="sticky left-0 z-10 border-b border-border bg-surface p-1 text-xs font-normal text-muted tabular-nums"
                  >
                    {rowLabel(row)}
                  </th>
                  {days.map((day) => {
                    const key = `${day.date}|${row}`;
                    if (covered.has(key)) return null;
                    const here = starting.get(key);
                    const isToday = day.date === today;
                    // closed and past hours have their own background, today's others a tint
                    const cellClass = (background?: string) =>
                      cn(
                        "h-12 border-b border-l border-border p-0.5 align-top",
                        background ?? (isToday && "bg-primary-soft/40"),
                      );
                    const dayName = `${formatDateTr(day.date, weekdayLong)} ${formatDateTr(day.date, dayMonthShort)}`;
                    if (here) {
                      const span = Math.max(...here.map(spanOf));
                      return (
                        <td key={day.date} rowSpan={span} className={cellClass()}>
                          <div className="flex h-full flex-col gap-0.5">
                            {here.map((entry) => (
                              <button
                                key={entry.key}
                                type="button"
                                data-slot="week-grid-entry"
                                data-status={entry.status}
                                data-subscription={entry.isSubscription || undefined}
                                disabled={disabled}
                                onClick={() => onReservationClick?.(entry)}
                                className={weekGridEntryVariants({
                                  status: entry.isSubscription ? "subscription" : entry.status,
                                })}
                              >
                                <span className="flex w-full items-center gap-1 font-semibold">
                                  {entry.isSubscription ? (
                                    <RepeatIcon aria-hidden="true" className="size-3 shrink-0" />
                                  ) : null}
                                  <span className="truncate">{entry.title}</span>
                                </span>
                                <span className="tabular-nums">
                                  {entry.startTime} - {entry.endTime}
                                </span>
                                <span className="sr-only">
                                  {`, ${dayName}, ${weekGridEntryLabels[entry.isSubscription ? "subscription" : entry.status]}`}
                                </span>
                              </button>
                            ))}
                          </div>
                        </td>
                      );
                    }
                    const slot = day.slots.find((s) => rowOf(day.date, s.date, s.startTime) === row);
                    if (!slot) {
                      return (
                        <td key={day.date} data-state="closed" className={cellClass("bg-neutral-100")}>
                          <span className="sr-only">Kapalı</span>
                        </td>
                      );
                    }
                    if (slot.isPast) {
                      return (
                        <td key={day.date} data-state="past" className={cellClass("bg-neutral-50")}>
                          <span className="sr-only">Geçmiş saat</span>
                        </td>
                      );
                    }
                    return (
                      <td key={day.date} data-state="free" className={cellClass()}>
                        <button
                          type="button"
                          data-slot="week-grid-cell"
                          disabled={disabled}
                          onClick={() =>
                            onEmptyCellClick?.({
                              day: day.date,
                              date: slot.date,
                              startTime: slot.startTime,
                              endTime: slot.endTime,
                            })
                          }
                          aria-label={`${dayName}, ${slot.startTime} - ${slot.endTime}: boş, rezervasyon ekle`}
                          className="h-full w-full rounded-sm outline-none hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none"
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {error || loading ? null : (
        <ul
          data-slot="week-grid-legend"
          aria-label="Renkler"
          className="flex flex-wrap gap-3 text-xs text-muted"
        >
          {(["pending", "confirmed", "completed", "subscription"] as const).map((status) => (
            <li key={status} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={cn(weekGridEntryVariants({ status }), "size-3 p-0")} />
              {weekGridEntryLabels[status]}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
