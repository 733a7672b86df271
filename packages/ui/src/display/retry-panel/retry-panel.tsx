import type * as React from "react";
import { Button } from "../../actions/button";
import { Notice } from "../notice";

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
 * 'Tekrar Dene' button when `onRetry` is given. The inline, alert-framed size of Notice.
 */
export function RetryPanel({ children, onRetry, retryLabel = "Tekrar Dene", ...props }: RetryPanelProps) {
  return (
    <Notice
      role="alert"
      slot="retry-panel"
      size="inline"
      frame="alert"
      tone="danger"
      description={children}
      actions={
        onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null
      }
      {...props}
    />
  );
}
