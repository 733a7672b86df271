import { formatOpenHours, weekdayKeys, weekdayLabelOfIso, type WeekdayKey } from "@halisaha/data/rules";
import type * as React from "react";
import { cn } from "../../lib/cn";

export type WorkingDay = {
  /** 1 (Monday) to 7 (Sunday), or a key such as `"monday"`. */
  day: number | WeekdayKey;
  isOpen: boolean;
  /** The start of each open hour, 'HH:00' (or 'HH:00:00'). */
  hours: readonly string[];
};

/** 1..7 for a day number or key; `null` when it is neither. */
export function weekdayNumber(day: number | string): number | null {
  if (typeof day === "number") return Number.isInteger(day) && day >= 1 && day <= 7 ? day : null;
  const index = (weekdayKeys as readonly string[]).indexOf(day.toLowerCase());
  return index === -1 ? null : index + 1;
}

export type HoursTableProps = Omit<React.ComponentProps<"table">, "children"> & {
  /** One entry a day, in any order; shown Monday to Sunday. */
  workingHours: readonly WorkingDay[];
  /** Today's day (1..7 or key): its row is highlighted and marked 'Bugün'. */
  today?: number | WeekdayKey;
  /**
   * The table's caption; `null` keeps it for screen readers only.
   * @default "Çalışma Saatleri"
   */
  caption?: React.ReactNode;
  /**
   * Shown when `workingHours` is empty.
   * @default "Çalışma saatleri belirtilmemiş"
   */
  emptyMessage?: React.ReactNode;
};

/** A facility's week: each Turkish weekday with its open hours ('09:00 - 23:00') or 'Kapalı'. */
export function HoursTable({
  workingHours,
  today,
  caption = "Çalışma Saatleri",
  emptyMessage = "Çalışma saatleri belirtilmemiş",
  className,
  ...props
}: HoursTableProps) {
  if (workingHours.length === 0) {
    return (
      <p data-slot="hours-table-empty" className="text-sm text-muted">
        {emptyMessage}
      </p>
    );
  }
  const todayNumber = today === undefined ? null : weekdayNumber(today);
  const rows = workingHours
    .map((entry) => ({ ...entry, number: weekdayNumber(entry.day) }))
    .filter((entry): entry is WorkingDay & { number: number } => entry.number !== null)
    .sort((a, b) => a.number - b.number);

  return (
    <table data-slot="hours-table" className={cn("w-full border-collapse text-sm", className)} {...props}>
      <caption className={cn("mb-2 text-left text-base font-semibold", caption === null && "sr-only")}>
        {caption ?? "Çalışma Saatleri"}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Gün</th>
          <th scope="col">Saatler</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const ranges = row.isOpen ? formatOpenHours(row.hours) : [];
          const isToday = row.number === todayNumber;
          return (
            <tr
              key={row.number}
              data-slot="hours-table-row"
              data-today={isToday || undefined}
              aria-current={isToday ? "date" : undefined}
              className={cn(
                "border-b border-border last:border-b-0",
                isToday && "bg-primary-soft font-semibold",
              )}
            >
              <th scope="row" className="py-2 ps-3 pe-4 text-left font-medium">
                {weekdayLabelOfIso(row.number)}
                {isToday ? (
                  <span className="ms-2 text-xs font-semibold text-primary-hover">(Bugün)</span>
                ) : null}
              </th>
              <td className={cn("py-2 pe-3 text-right tabular-nums", ranges.length === 0 && "text-danger")}>
                {ranges.length === 0 ? "Kapalı" : ranges.join(", ")}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
