import {
  dayHours,
  DEFAULT_DAY_HOURS,
  formatOpenHours,
  PRESET_DAY_HOURS,
  sortedHours,
  weekdays,
} from "@halisaha/data/rules";
import { CircleAlertIcon } from "lucide-react";
import { useId, useState } from "react";
import type * as React from "react";
import { Button } from "../../actions/button";
import { Checkbox } from "../../forms/checkbox";
import { cn } from "../../lib/cn";
import { ConfirmDialog } from "../../overlays/confirm-dialog";

/** One weekday: its open start hours ('HH:00'); an hour past midnight belongs to the day it starts from. */
export type WorkingDayValue = { day: string; isOpen: boolean; hours: string[] };

/** 'Kapalı', '24 saat açık' or the open ranges ('09:00 - 22:00', '15:00 - 03:00'). */
export function summariseHours(day: WorkingDayValue): string {
  const ranges = day.isOpen ? formatOpenHours(day.hours) : [];
  return ranges.length === 0 ? "Kapalı" : ranges.join(", ");
}

export type WorkingHoursEditorProps = Omit<React.ComponentProps<"div">, "onChange" | "defaultValue"> & {
  /** Seven days, Monday first. */
  value: readonly WorkingDayValue[];
  /** Called with the whole week after each change. */
  onChange: (value: WorkingDayValue[]) => void;
  /** @default false */
  disabled?: boolean;
  /** A validation message for the whole week. */
  error?: React.ReactNode;
  /** The day shown first (index 0 … 6). @default 0 */
  defaultDay?: number;
};

/**
 * The week's opening hours: pick a day, then toggle its 24 hourly slots, or use the shortcuts
 * 'Varsayılan saatler (15:00-03:00)', 'Tüm gün açık', 'Tüm gün kapalı' and 'Tüm günlere uygula'
 * (after a confirm). Each day's button shows its summary.
 */
export function WorkingHoursEditor({
  value,
  onChange,
  disabled = false,
  error,
  defaultDay = 0,
  className,
  ...props
}: WorkingHoursEditorProps) {
  const [selected, setSelected] = useState(defaultDay);
  const [confirmingCopy, setConfirmingCopy] = useState(false);
  const baseId = useId();
  const day = value[selected];
  if (!day) return null;
  const dayName = weekdays[selected]?.label ?? day.day;

  const setDay = (next: WorkingDayValue) =>
    onChange(
      value.map((current, index) => (index === selected ? next : { ...current, hours: [...current.hours] })),
    );
  const toggleHour = (hour: string) => {
    const open = day.isOpen && day.hours.includes(hour);
    const hours = open
      ? day.hours.filter((h) => h !== hour)
      : sortedHours([...(day.isOpen ? day.hours : []), hour]);
    setDay({ ...day, isOpen: hours.length > 0, hours });
  };

  return (
    <div
      data-slot="working-hours-editor"
      className={cn("flex flex-col gap-4", className)}
      aria-describedby={error ? `${baseId}-error` : undefined}
      {...props}
    >
      <div
        role="group"
        aria-label="Gün seçimi"
        className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7"
      >
        {value.map((current, index) => (
          <button
            key={current.day}
            type="button"
            aria-pressed={index === selected}
            onClick={() => setSelected(index)}
            className={cn(
              "flex flex-col items-start rounded-control border border-border px-3 py-2 text-left text-sm transition-colors",
              "outline-none hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-ring",
              "aria-pressed:border-primary aria-pressed:bg-primary-soft",
            )}
          >
            <span className="font-medium">{weekdays[index]?.label ?? current.day}</span>
            <span className="sr-only">: </span>
            <span className="text-xs text-muted tabular-nums">{summariseHours(current)}</span>
          </button>
        ))}
      </div>

      <fieldset className="flex flex-col gap-3 rounded-card border border-border p-4" disabled={disabled}>
        <legend className="px-1 text-sm font-semibold">{dayName} saatleri</legend>
        <Checkbox
          label={`${dayName} açık`}
          checked={day.isOpen}
          disabled={disabled}
          onChange={(event) => {
            const isOpen = event.currentTarget.checked;
            setDay({
              ...day,
              isOpen,
              hours: isOpen && day.hours.length === 0 ? [...DEFAULT_DAY_HOURS] : isOpen ? day.hours : [],
            });
          }}
        />
        <div
          role="group"
          aria-label={`${dayName} saat dilimleri`}
          className="grid grid-cols-4 gap-1.5 sm:grid-cols-6 md:grid-cols-8 lg:grid-cols-12"
        >
          {dayHours.map((hour) => {
            const open = day.isOpen && day.hours.includes(hour);
            return (
              <button
                key={hour}
                type="button"
                aria-pressed={open}
                disabled={disabled}
                onClick={() => toggleHour(hour)}
                className={cn(
                  "h-9 rounded-control border text-sm tabular-nums transition-colors outline-none",
                  "focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60",
                  open
                    ? "border-primary bg-primary text-primary-foreground hover:bg-primary-hover"
                    : "border-border bg-surface text-muted hover:bg-neutral-100",
                )}
              >
                {hour}
              </button>
            );
          })}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={disabled}
            onClick={() => setDay({ ...day, isOpen: true, hours: [...PRESET_DAY_HOURS] })}
          >
            Varsayılan saatler (15:00-03:00)
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={disabled}
            onClick={() => setDay({ ...day, isOpen: true, hours: [...dayHours] })}
          >
            Tüm gün açık
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={disabled}
            onClick={() => setDay({ ...day, isOpen: false, hours: [] })}
          >
            Tüm gün kapalı
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={disabled}
            onClick={() => setConfirmingCopy(true)}
          >
            Bu günü tüm günlere uygula
          </Button>
        </div>
      </fieldset>
      {error ? (
        <p id={`${baseId}-error`} role="alert" className="flex items-center gap-1.5 text-sm text-danger">
          <CircleAlertIcon aria-hidden="true" className="size-4" />
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmingCopy}
        onOpenChange={setConfirmingCopy}
        tone="primary"
        description={`${dayName} gününün saatleri (${summariseHours(day)}) tüm günlere uygulansın mı?`}
        onConfirm={() => {
          setConfirmingCopy(false);
          onChange(value.map((current) => ({ day: current.day, isOpen: day.isOpen, hours: [...day.hours] })));
        }}
      />
    </div>
  );
}
