import { cva } from "class-variance-authority";
import { CircleAlertIcon, ClockIcon, RotateCwIcon } from "lucide-react";
import { useId } from "react";
import { RadioCard, RadioCardGroup, type RadioCardPickerProps } from "../../forms/radio-cards";
import type * as React from "react";
import { Button } from "../../actions/button";
import { Skeleton } from "../../display/skeleton";
import { cn } from "../../lib/cn";

/** One hour of the slot list, as `GET /facilities/:id/reservation-times` gives it. */
export type SlotPickerSlot = {
  /** The label, also the value: '18:00 - 19:00'. */
  time: string;
  /** `true` when the hour is free. */
  status: boolean;
  /** The hour has started already (today); shown 'Geçti' instead of 'Dolu'. */
  isPast?: boolean;
  /**
   * A line under the time, e.g. 'Ertesi gün · 6 Mart' for an hour past midnight (its real date);
   * read out with the status.
   */
  note?: string;
};

type SlotState = "available" | "selected" | "unavailable" | "past";

export const slotVariants = cva(
  [
    // box
    "relative flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-control border px-2 py-2 text-center transition-colors",
  ],
  {
    variants: {
      state: {
        available: "border-neutral-300 bg-surface text-foreground",
        selected: "border-primary bg-primary text-primary-foreground",
        unavailable: "border-neutral-200 bg-neutral-100 text-muted",
        past: "border-dashed border-neutral-300 bg-neutral-50 text-muted",
      },
      disabled: {
        true: "cursor-not-allowed opacity-60",
        false: "",
      },
    },
    // the cursor and the hover colours depend on both (one class each, see lib/cn.ts)
    compoundVariants: [
      { state: ["available", "selected"], disabled: false, className: "cursor-pointer" },
      { state: ["unavailable", "past"], disabled: false, className: "cursor-not-allowed" },
      { state: "available", disabled: false, className: "hover:border-primary hover:bg-primary-soft" },
      // as before the classes were split: a disabled picker's closed and past hours lighten on hover
      {
        state: ["unavailable", "past"],
        disabled: true,
        className: "hover:border-neutral-300 hover:bg-surface",
      },
    ],
    defaultVariants: { state: "available", disabled: false },
  },
);

export type SlotPickerProps = RadioCardPickerProps & {
  /** The day's hours in order. */
  slots: readonly SlotPickerSlot[];
  /** Called with the chosen slot's `time` and the slot itself. */
  onChange?: (time: string, slot: SlotPickerSlot) => void;
  /**
   * The group's visible label.
   * @default "Saat"
   */
  label?: React.ReactNode;
  /**
   * Shows placeholders while the hours load.
   * @default false
   */
  loading?: boolean;
  /** Why the hours could not be loaded; shown instead of the slots, with a retry button when `onRetry` is given. */
  loadError?: React.ReactNode;
  /** Called by the retry button of `loadError`. */
  onRetry?: () => void;
  /** @default "Tekrar Dene" */
  retryLabel?: string;
  /**
   * Shown when `slots` is empty.
   * @default "Bu tarih için uygun saat bulunmuyor"
   */
  emptyMessage?: React.ReactNode;
  /** @default "Müsait" */
  availableLabel?: string;
  /** @default "Seçildi" */
  selectedLabel?: string;
  /** @default "Dolu" */
  unavailableLabel?: string;
  /** @default "Geçti" */
  pastLabel?: string;
  /**
   * How many placeholders to show while loading.
   * @default 8
   */
  skeletonCount?: number;
};

/**
 * The booking form's one-hour slots as radio cards (`RadioCardGroup`): one slot at a time; full
 * hours are disabled and say 'Dolu', hours already started say 'Geçti'. Tab enters the group, the
 * arrow keys move and choose. Loading, empty and load-error states take the grid's
 * place.
 */
export function SlotPicker({
  slots,
  value,
  onChange,
  label = "Saat",
  disabled = false,
  loading = false,
  loadError,
  onRetry,
  retryLabel = "Tekrar Dene",
  emptyMessage = "Bu tarih için uygun saat bulunmuyor",
  availableLabel = "Müsait",
  selectedLabel = "Seçildi",
  unavailableLabel = "Dolu",
  pastLabel = "Geçti",
  skeletonCount = 8,
  ...props
}: SlotPickerProps) {
  const id = useId();
  const grid = "grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4";

  let fallback: React.ReactNode = null;
  if (loading) {
    fallback = (
      <div data-slot="slot-picker-loading" aria-busy="true" className={grid}>
        <span className="sr-only">Saatler yükleniyor</span>
        {Array.from({ length: skeletonCount }, (_, index) => (
          // identical placeholders: their position is their identity
          <Skeleton key={index} shape="rect" className="h-14 rounded-control" />
        ))}
      </div>
    );
  } else if (loadError) {
    fallback = (
      <div
        data-slot="slot-picker-load-error"
        role="alert"
        className="flex flex-col items-start gap-3 rounded-control border border-danger/30 bg-danger-soft p-4 text-sm text-danger-hover sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex items-start gap-2">
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{loadError}</span>
        </p>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry} disabled={disabled}>
            <RotateCwIcon aria-hidden="true" />
            {retryLabel}
          </Button>
        ) : null}
      </div>
    );
  } else if (slots.length === 0) {
    fallback = (
      <p
        data-slot="slot-picker-empty"
        className="flex items-center justify-center gap-2 rounded-control border border-dashed border-neutral-300 bg-surface px-4 py-6 text-center text-sm text-muted"
      >
        <ClockIcon aria-hidden="true" className="size-4 shrink-0" />
        {emptyMessage}
      </p>
    );
  }

  return (
    <RadioCardGroup
      data-slot="slot-picker"
      label={label}
      value={value}
      disabled={disabled}
      fallback={fallback}
      onValueChange={(time) => {
        const slot = slots.find((candidate) => candidate.time === time);
        if (slot) onChange?.(time, slot);
      }}
      groupClassName={grid}
      {...props}
    >
      {slots.map((slot, index) => {
        const state: SlotState = slot.isPast
          ? "past"
          : !slot.status
            ? "unavailable"
            : slot.time === value
              ? "selected"
              : "available";
        const statusText = {
          available: availableLabel,
          selected: selectedLabel,
          unavailable: unavailableLabel,
          past: pastLabel,
        }[state];
        const slotId = `${id}-${index}`;
        return (
          <RadioCard
            key={slot.time}
            value={slot.time}
            data-slot="slot-picker-slot"
            data-slot-state={state}
            disabled={state === "past" || state === "unavailable"}
            aria-labelledby={`${slotId}-time`}
            aria-describedby={slot.note ? `${slotId}-note ${slotId}-status` : `${slotId}-status`}
            className={slotVariants({ state, disabled })}
          >
            <span id={`${slotId}-time`} className="text-sm font-semibold tabular-nums">
              {slot.time}
            </span>
            {slot.note ? (
              <span
                id={`${slotId}-note`}
                data-slot="slot-picker-note"
                className={cn(
                  "text-xs font-medium",
                  state === "selected" ? "text-primary-foreground" : "text-info",
                )}
              >
                {slot.note}
              </span>
            ) : null}
            <span
              id={`${slotId}-status`}
              className={cn("text-xs", state === "selected" ? "text-primary-foreground" : "text-muted")}
            >
              {statusText}
            </span>
          </RadioCard>
        );
      })}
    </RadioCardGroup>
  );
}
