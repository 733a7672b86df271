import { cva } from "class-variance-authority";
import { TimerIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn";

/** Seconds as MM:SS: 300 → '05:00', 59 → '00:59', 3600 → '60:00'. Negative or NaN reads '00:00'. */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}

/** `PT4M59S`: the machine-readable duration of a `<time>` element. */
function isoDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  return `PT${Math.floor(whole / 60)}M${whole % 60}S`;
}

export const countdownVariants = cva("inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm", {
  variants: {
    state: {
      running: "text-muted",
      expired: "text-danger",
    },
  },
  defaultVariants: { state: "running" },
});

export type CountdownProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Seconds left; the parent keeps it (with `useCountdown` or its own clock). */
  remaining: number;
  /**
   * The words before the time.
   * @default "Kalan süre"
   */
  label?: string;
  /**
   * Shown and announced once `remaining` reaches 0.
   * @default "Kodun süresi doldu"
   */
  expiredMessage?: string;
};

/**
 * The time left for a one-time code, as MM:SS ('Kalan süre 04:59'). Presentational: pair it with
 * `useCountdown`. The timer itself is not announced every second (`role="timer"`, `aria-live="off"`);
 * only the end is, through a polite status message ('Kodun süresi doldu').
 */
export function Countdown({
  remaining,
  label = "Kalan süre",
  expiredMessage = "Kodun süresi doldu",
  className,
  ...props
}: CountdownProps) {
  const expired = formatCountdown(remaining) === "00:00";
  const state = expired ? "expired" : "running";
  return (
    <div data-slot="countdown" data-state={state} className={cn(countdownVariants({ state }), className)} {...props}>
      <span role="timer" aria-live="off" aria-atomic="true" className="inline-flex items-center gap-1.5">
        <TimerIcon aria-hidden="true" className="size-4 shrink-0" />
        {label}
        <time dateTime={isoDuration(remaining)} className="font-semibold text-foreground tabular-nums">
          {formatCountdown(remaining)}
        </time>
      </span>
      {/* present from the start, so the message is announced when it appears */}
      <span role="status" className="font-medium">
        {expired ? expiredMessage : null}
      </span>
    </div>
  );
}
