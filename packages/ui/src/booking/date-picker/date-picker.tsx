import { dateOfYmd, formatLongDate, ISTANBUL_TIME_ZONE, istanbulToday, ymdOf } from "@halisaha/data/rules";
import { cva } from "class-variance-authority";
import { CalendarDaysIcon, ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { format } from "date-fns";
import { useEffect, useId, useRef, useState } from "react";
import type * as React from "react";
import { DayPicker, type ChevronProps, type DayButtonProps } from "react-day-picker";
import { tr } from "react-day-picker/locale";
import { buttonVariants } from "../../actions/button";
import { FormField } from "../../forms/form-field";
import { inputVariants } from "../../forms/input";
import { cn } from "../../lib/cn";
import { Popover, PopoverContent, PopoverTrigger } from "../../overlays/popover";

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

function clampDate(ymd: string, min: string | undefined, max: string | undefined): string {
  if (min && ymd < min) return min;
  if (max && ymd > max) return max;
  return ymd;
}

function Chevron({ orientation }: ChevronProps) {
  const Icon = orientation === "left" ? ChevronLeftIcon : ChevronRightIcon;
  return <Icon aria-hidden="true" className="size-4" />;
}

function DayButton({ day: _day, modifiers, className: _className, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <button
      ref={ref}
      data-slot="date-picker-day"
      aria-current={modifiers.today ? "date" : undefined}
      className={calendarDayVariants({
        selected: Boolean(modifiers.selected),
        today: Boolean(modifiers.today),
        unavailable: Boolean(modifiers.disabled),
      })}
      {...props}
    />
  );
}

const navButton = cn(
  buttonVariants({ variant: "ghost", size: "sm" }),
  "size-8 px-0 aria-disabled:opacity-50",
);

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
 * Turkish month calendar (react-day-picker, date-fns' `tr`, Monday first, Europe/Istanbul).
 * Controlled through `value`/`onChange` as `YYYY-MM-DD`.
 *
 * Keyboard, in the calendar: ← → a day, ↑ ↓ a week, Home/End the week's first/last day,
 * PageUp/PageDown a month (with Shift a year), Enter or Space picks, Escape closes and gives focus
 * back to the trigger. Days outside `min`/`max` or refused by `isDateDisabled` cannot be picked.
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
  const labelId = `${generatedId}-label`;
  const valueId = `${generatedId}-value`;

  const today = todayProp ?? istanbulToday();
  const selected = dateOfYmd(value) ? (value as string) : null;
  const minDate = dateOfYmd(min) ?? undefined;
  const maxDate = dateOfYmd(max) ?? undefined;

  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const isUnavailable = (ymd: string) =>
    (min !== undefined && ymd < min) || (max !== undefined && ymd > max) || Boolean(isDateDisabled?.(ymd));

  const pick = (date: Date | undefined) => {
    if (!date) return;
    const ymd = ymdOf(date);
    if (isUnavailable(ymd)) return;
    onChange?.(ymd);
    setOpen(false);
  };

  return (
    <FormField
      data-slot="date-picker"
      label={label}
      labelId={labelId}
      controlId={id ?? `${generatedId}-trigger`}
      hint={hint}
      error={error}
      required={required}
      className={className}
      {...props}
    >
      {(control) => (
        <>
          <Popover open={open} onOpenChange={setOpen}>
            <PopoverTrigger asChild>
              <button
                id={control.id}
                type="button"
                data-slot="date-picker-trigger"
                disabled={disabled}
                aria-labelledby={`${labelId} ${valueId}`}
                aria-describedby={control["aria-describedby"]}
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
              onOpenAutoFocus={(event) => event.preventDefault()}
            >
              <DayPicker
                mode="single"
                locale={tr}
                weekStartsOn={1}
                timeZone={ISTANBUL_TIME_ZONE}
                noonSafe
                autoFocus
                required={false}
                selected={dateOfYmd(selected) ?? undefined}
                onSelect={pick}
                today={dateOfYmd(today) ?? undefined}
                defaultMonth={dateOfYmd(clampDate(selected ?? today, min, max)) ?? undefined}
                startMonth={minDate}
                endMonth={maxDate}
                disabled={(date: Date) => isUnavailable(ymdOf(date))}
                showOutsideDays={false}
                labels={{
                  labelDayButton: (date) => formatLongDate(ymdOf(date)),
                  labelGridcell: (date) => formatLongDate(ymdOf(date)),
                  labelPrevious: () => previousMonthLabel,
                  labelNext: () => nextMonthLabel,
                  labelNav: () => calendarLabel,
                }}
                components={{ Chevron, DayButton }}
                classNames={{
                  months: "relative",
                  month_caption: "mb-2 flex h-8 items-center justify-center",
                  caption_label: "text-sm font-semibold",
                  nav: "absolute inset-x-0 top-0 flex items-center justify-between",
                  button_previous: navButton,
                  button_next: navButton,
                  month_grid: "border-collapse",
                  weekday: "size-10 p-0 text-center text-xs font-medium text-muted",
                  day: "p-0 text-center",
                }}
                formatters={{ formatWeekdayName: (date) => format(date, "EEE", { locale: tr }) }}
              />
            </PopoverContent>
          </Popover>
          {name ? <input type="hidden" name={name} value={selected ?? ""} /> : null}
        </>
      )}
    </FormField>
  );
}
