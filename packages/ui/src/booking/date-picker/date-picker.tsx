import { cva } from "class-variance-authority";
import { CalendarDaysIcon, ChevronLeftIcon, ChevronRightIcon, CircleAlertIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type * as React from "react";
import { IconButton } from "../../actions/icon-button";
import { inputVariants } from "../../forms/input";
import { cn } from "../../lib/cn";
import { Popover, PopoverContent, PopoverTrigger } from "../../overlays/popover";
import {
  addCalendarDays,
  addCalendarMonths,
  calendarWeekdays,
  daysInMonth,
  formatLongDate,
  formatMonthTitle,
  isoWeekday,
  istanbulToday,
  monthWeeks,
  parseCalendarDate,
  toCalendarDate,
} from "./calendar";

export const calendarDayVariants = cva(
  [
    // box
    "inline-flex size-10 items-center justify-center rounded-control text-sm tabular-nums transition-colors",
    // focus
    "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-surface",
  ],
  {
    variants: {
      selected: {
        true: "bg-primary font-semibold text-primary-foreground hover:bg-primary-hover",
        false: "text-foreground hover:bg-neutral-100",
      },
      today: {
        true: "font-semibold",
        false: "",
      },
      unavailable: {
        true: "cursor-not-allowed text-neutral-500 line-through hover:bg-transparent",
        false: "",
      },
    },
    compoundVariants: [
      // today keeps a ring of its own unless it is the chosen day
      { today: true, selected: false, className: "border border-primary text-primary-hover" },
    ],
    defaultVariants: { selected: false, today: false, unavailable: false },
  },
);

type Month = { year: number; month: number };

const monthOf = (ymd: string): Month => {
  const d = parseCalendarDate(ymd)!;
  return { year: d.year, month: d.month };
};

function clampDate(ymd: string, min: string | undefined, max: string | undefined): string {
  if (min && ymd < min) return min;
  if (max && ymd > max) return max;
  return ymd;
}

export type DatePickerProps = Omit<
  React.ComponentProps<"div">,
  "onChange" | "defaultValue" | "children" | "id"
> & {
  /** The chosen date `YYYY-MM-DD`; empty or `null` while none is chosen. */
  value?: string | null;
  /** Called with the picked date `YYYY-MM-DD`; the calendar then closes. */
  onChange?: (value: string) => void;
  /** The first date that can be picked (e.g. Istanbul's today); days before it are disabled. */
  min?: string;
  /** The last date that can be picked; days after it are disabled. */
  max?: string;
  /** Disables further days, e.g. a facility's closed days. */
  isDateDisabled?: (date: string) => boolean;
  /**
   * The visible label.
   * @default "Tarih"
   */
  label?: React.ReactNode;
  /**
   * The trigger's text while no date is chosen.
   * @default "Tarih seçin"
   */
  placeholder?: string;
  /** Help under the field. */
  hint?: React.ReactNode;
  /** The Turkish validation message, e.g. 'Tarih seçimi zorunludur'. */
  error?: React.ReactNode;
  /**
   * Shows a `*` after the label.
   * @default false
   */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  /**
   * The date marked 'today' in the calendar (`aria-current="date"`), and the month it opens on
   * while nothing is chosen.
   * @default today in Europe/Istanbul
   */
  today?: string;
  /** Opens the calendar (controlled). */
  open?: boolean;
  /**
   * Opens the calendar on the first render (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Submits the date under this name with a native form (through a hidden input). */
  name?: string;
  /** The trigger button's id. */
  id?: string;
  /**
   * The calendar dialog's name.
   * @default "Takvim"
   */
  calendarLabel?: string;
  /** @default "Önceki ay" */
  previousMonthLabel?: string;
  /** @default "Sonraki ay" */
  nextMonthLabel?: string;
};

/**
 * A date field: a button that shows the chosen date ('21 Kasım 2026 Cumartesi') and opens a
 * Turkish month calendar, Monday first. Controlled through `value`/`onChange` as `YYYY-MM-DD`.
 *
 * Keyboard, in the calendar: ← → a day, ↑ ↓ a week, Home/End the week's first/last day,
 * PageUp/PageDown a month (with Shift a year), Enter or Space picks, Escape closes and gives focus
 * back to the trigger. Days outside `min`/`max` or refused by `isDateDisabled` can be reached but
 * not picked.
 */
export function DatePicker({
  value,
  onChange,
  min,
  max,
  isDateDisabled,
  label = "Tarih",
  placeholder = "Tarih seçin",
  hint,
  error,
  required = false,
  disabled = false,
  today: todayProp,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  name,
  id,
  calendarLabel = "Takvim",
  previousMonthLabel = "Önceki ay",
  nextMonthLabel = "Sonraki ay",
  className,
  ...props
}: DatePickerProps) {
  const generatedId = useId();
  const triggerId = id ?? `${generatedId}-trigger`;
  const labelId = `${generatedId}-label`;
  const valueId = `${generatedId}-value`;
  const titleId = `${generatedId}-title`;
  const errorId = error ? `${generatedId}-error` : undefined;
  const hintId = hint ? `${generatedId}-hint` : undefined;

  const today = todayProp ?? istanbulToday();
  const selected = parseCalendarDate(value) ? (value as string) : null;
  const startDate = () => clampDate(selected ?? today, min, max);

  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const [focusDate, setFocusDate] = useState(startDate);
  const [view, setView] = useState<Month>(() => monthOf(startDate()));
  const grid = useRef<HTMLTableElement | null>(null);
  const wantsFocus = useRef(false);

  // each opening starts at the chosen date (or today), whoever opened it
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setFocusDate(startDate());
      setView(monthOf(startDate()));
    }
  }

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const focusDay = (ymd: string) => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${ymd}"]`)?.focus();
  };

  // a key moved the focus: move it in the DOM once the (maybe new) month is drawn
  useEffect(() => {
    if (!wantsFocus.current) return;
    wantsFocus.current = false;
    focusDay(focusDate);
  }, [focusDate]);

  const isUnavailable = (ymd: string) =>
    (min !== undefined && ymd < min) || (max !== undefined && ymd > max) || Boolean(isDateDisabled?.(ymd));

  const moveFocus = (next: string) => {
    const target = clampDate(next, min, max);
    setView(monthOf(target));
    if (target === focusDate) return;
    wantsFocus.current = true;
    setFocusDate(target);
  };

  const firstOfView = toCalendarDate(view.year, view.month, 1);
  const lastOfView = toCalendarDate(view.year, view.month, daysInMonth(view.year, view.month));
  const canGoBack = min === undefined || addCalendarDays(firstOfView, -1) >= min;
  const canGoForward = max === undefined || addCalendarDays(lastOfView, 1) <= max;

  const showMonth = (months: number) => {
    const target = clampDate(addCalendarMonths(focusDate, months), min, max);
    setView(monthOf(target));
    setFocusDate(target);
  };

  const pick = (ymd: string) => {
    if (isUnavailable(ymd)) return;
    onChange?.(ymd);
    setOpen(false);
  };

  const onGridKeyDown = (event: React.KeyboardEvent<HTMLTableElement>) => {
    const weekday = isoWeekday(focusDate);
    let next: string;
    switch (event.key) {
      case "ArrowLeft":
        next = addCalendarDays(focusDate, -1);
        break;
      case "ArrowRight":
        next = addCalendarDays(focusDate, 1);
        break;
      case "ArrowUp":
        next = addCalendarDays(focusDate, -7);
        break;
      case "ArrowDown":
        next = addCalendarDays(focusDate, 7);
        break;
      case "Home":
        next = addCalendarDays(focusDate, 1 - weekday);
        break;
      case "End":
        next = addCalendarDays(focusDate, 7 - weekday);
        break;
      case "PageUp":
        next = addCalendarMonths(focusDate, event.shiftKey ? -12 : -1);
        break;
      case "PageDown":
        next = addCalendarMonths(focusDate, event.shiftKey ? 12 : 1);
        break;
      default:
        return;
    }
    event.preventDefault();
    moveFocus(next);
  };

  return (
    <div
      data-slot="date-picker"
      data-invalid={error ? true : undefined}
      className={cn("flex min-w-0 flex-col gap-1.5", className)}
      {...props}
    >
      <label id={labelId} htmlFor={triggerId} className="text-sm font-medium text-foreground">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button
            id={triggerId}
            type="button"
            data-slot="date-picker-trigger"
            disabled={disabled}
            aria-labelledby={`${labelId} ${valueId}`}
            aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
            className={cn(
              inputVariants({ size: "md" }),
              "flex items-center gap-2 text-left",
              error && "border-danger focus-visible:border-danger focus-visible:ring-danger/25",
            )}
          >
            <CalendarDaysIcon aria-hidden="true" className="size-4 shrink-0 text-muted" />
            <span id={valueId} className={cn("truncate", !selected && "text-neutral-500")}>
              {selected ? formatLongDate(selected) : placeholder}
            </span>
          </button>
        </PopoverTrigger>
        <PopoverContent
          data-slot="date-picker-calendar"
          aria-label={calendarLabel}
          align="start"
          className="w-auto p-3"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusDay(focusDate);
          }}
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={previousMonthLabel}
              disabled={!canGoBack}
              onClick={() => showMonth(-1)}
            >
              <ChevronLeftIcon aria-hidden="true" />
            </IconButton>
            <p id={titleId} aria-live="polite" className="text-sm font-semibold">
              {formatMonthTitle(view.year, view.month)}
            </p>
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={nextMonthLabel}
              disabled={!canGoForward}
              onClick={() => showMonth(1)}
            >
              <ChevronRightIcon aria-hidden="true" />
            </IconButton>
          </div>
          <table
            ref={grid}
            role="grid"
            aria-labelledby={titleId}
            className="border-collapse"
            onKeyDown={onGridKeyDown}
          >
            <thead>
              <tr>
                {calendarWeekdays.map((weekday) => (
                  <th
                    key={weekday.short}
                    scope="col"
                    abbr={weekday.long}
                    className="size-10 p-0 text-center text-xs font-medium text-muted"
                  >
                    {weekday.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(view.year, view.month).map((week) => (
                <tr key={week.find(Boolean)}>
                  {week.map((ymd, index) => {
                    if (!ymd) return <td key={`empty-${index}`} className="p-0" />;
                    const isSelected = ymd === selected;
                    const isToday = ymd === today;
                    const unavailable = isUnavailable(ymd);
                    return (
                      <td key={ymd} aria-selected={isSelected} className="p-0 text-center">
                        <button
                          type="button"
                          data-slot="date-picker-day"
                          data-date={ymd}
                          tabIndex={ymd === focusDate ? 0 : -1}
                          aria-label={formatLongDate(ymd)}
                          aria-current={isToday ? "date" : undefined}
                          aria-disabled={unavailable || undefined}
                          className={calendarDayVariants({ selected: isSelected, today: isToday, unavailable })}
                          onClick={() => pick(ymd)}
                          onFocus={() => setFocusDate(ymd)}
                        >
                          {Number(ymd.slice(8))}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </PopoverContent>
      </Popover>
      {error ? (
        <p id={errorId} data-slot="date-picker-error" className="flex items-start gap-1.5 text-sm text-danger">
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} data-slot="date-picker-hint" className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {name ? <input type="hidden" name={name} value={selected ?? ""} /> : null}
    </div>
  );
}
