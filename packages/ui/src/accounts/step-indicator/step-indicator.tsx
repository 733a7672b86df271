import { cva } from "class-variance-authority";
import { CheckIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn";

type StepState = "complete" | "current" | "upcoming";

export const stepMarkerVariants = cva(
  "flex size-8 shrink-0 items-center justify-center rounded-pill border text-sm font-semibold [&_svg]:size-4",
  {
    variants: {
      state: {
        complete: "border-primary bg-primary-soft text-primary-hover",
        current: "border-primary bg-primary text-primary-foreground ring-4 ring-primary-soft",
        upcoming: "border-neutral-300 bg-surface text-muted",
      },
    },
    defaultVariants: { state: "upcoming" },
  },
);

export type StepIndicatorProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The steps' short Turkish names, in order, e.g. ['Telefon', 'Kod', 'Yeni Şifre', 'Tamamlandı']. */
  steps: readonly string[];
  /** The 0-based index of the step the user is on; clamped to the steps. */
  current: number;
  /**
   * The name of the list of steps.
   * @default "İlerleme"
   */
  "aria-label"?: string;
};

/**
 * Where the user is in a multi-step flow (forgot password, phone verification): 'Adım 2 / 4'
 * with the step's name, and an ordered list of the steps where the current one has
 * `aria-current="step"` and finished ones carry a check. On phones only the markers of the
 * other steps show; their names stay for screen readers.
 */
export function StepIndicator({
  steps,
  current,
  className,
  "aria-label": ariaLabel = "İlerleme",
  ...props
}: StepIndicatorProps) {
  const total = steps.length;
  const index = Math.min(Math.max(0, Math.trunc(current)), Math.max(0, total - 1));
  if (total === 0) return null;

  return (
    <div data-slot="step-indicator" className={cn("flex w-full flex-col gap-3", className)} {...props}>
      <p data-slot="step-indicator-summary" className="text-sm text-muted">
        Adım {index + 1} / {total}
        <span aria-hidden="true"> · </span>
        <span className="font-semibold text-foreground">{steps[index]}</span>
      </p>
      {/* one column per step, the name under its marker: long names wrap at their spaces and
          never run into the next step, at any width */}
      <ol
        aria-label={ariaLabel}
        className="grid w-full"
        style={{ gridTemplateColumns: `repeat(${total}, minmax(0, 1fr))` }}
      >
        {steps.map((step, position) => {
          const state: StepState = position < index ? "complete" : position === index ? "current" : "upcoming";
          const isLast = position === total - 1;
          return (
            <li
              key={`${position}-${step}`}
              data-slot="step-indicator-step"
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
              className="relative flex min-w-0 flex-col items-center gap-1.5 text-center"
            >
              {isLast ? null : (
                // the line to the next marker, from this marker's edge to the next one's
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute top-4 right-[calc(-50%+1.5rem)] left-[calc(50%+1.5rem)] h-0.5 -translate-y-1/2 rounded-pill",
                    state === "complete" ? "bg-primary" : "bg-neutral-200",
                  )}
                />
              )}
              <span aria-hidden="true" className={stepMarkerVariants({ state })}>
                {state === "complete" ? <CheckIcon /> : position + 1}
              </span>
              {/* on phones only the current step's name shows (in the summary above) */}
              <span className="sr-only sm:not-sr-only">
                <span
                  className={cn(
                    "block px-1 text-sm leading-tight",
                    state === "current" ? "font-semibold text-foreground" : "text-muted",
                  )}
                >
                  {step}
                  {state === "complete" ? <span className="sr-only"> (tamamlandı)</span> : null}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
