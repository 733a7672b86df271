import type * as React from "react";
import { Button } from "../../actions/button";
import { cn } from "../../lib/cn";

export type RetryPanelProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Why the content could not be shown, in Turkish. */
  children: React.ReactNode;
  /** Called by the retry button; without it the panel has no button. */
  onRetry?: () => void;
  /** @default "Tekrar Dene" */
  retryLabel?: string;
};

/**
 * A failed read in the place of its content: the reason, announced (`role="alert"`), and a
 * 'Tekrar Dene' button when `onRetry` is given.
 */
export function RetryPanel({ children, onRetry, retryLabel = "Tekrar Dene", className, ...props }: RetryPanelProps) {
  return (
    <div
      role="alert"
      data-slot="retry-panel"
      className={cn("flex flex-col items-start gap-3 rounded-card border border-danger bg-danger-soft p-4", className)}
      {...props}
    >
      <p className="text-sm text-foreground">{children}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
