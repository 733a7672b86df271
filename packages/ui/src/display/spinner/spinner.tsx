import { cva, type VariantProps } from "class-variance-authority";
import { Loader2Icon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn";

export const spinnerVariants = cva("inline-flex items-center gap-2", {
  variants: {
    size: {
      sm: "text-sm [&>svg]:size-4",
      md: "text-sm [&>svg]:size-6",
      lg: "text-base [&>svg]:size-10",
    },
    tone: {
      /** the icon in the brand colour */
      primary: "text-muted [&>svg]:text-primary",
      /** the icon in the surrounding text colour, e.g. on a coloured button */
      current: "text-current",
    },
    layout: {
      inline: "flex-row",
      /** icon above the label, centred: for a whole section that is loading */
      block: "w-full flex-col justify-center py-8",
    },
  },
  defaultVariants: { size: "md", tone: "primary", layout: "inline" },
});

export type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /**
     * What is loading, for screen readers and (with `showLabel`) on screen.
     * @default "Yükleniyor..."
     */
    label?: string;
    /**
     * Shows the label beside the spinner instead of only to screen readers.
     * @default false
     */
    showLabel?: boolean;
  };

/**
 * A loading indicator with `role="status"`, so its label is announced. The spin stops when the
 * user prefers reduced motion.
 */
export function Spinner({
  className,
  size,
  tone,
  layout,
  label = "Yükleniyor...",
  showLabel = false,
  ...props
}: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn(spinnerVariants({ size, tone, layout }), className)}
      {...props}
    >
      <Loader2Icon aria-hidden="true" className="shrink-0 motion-safe:animate-spin" />
      <span data-slot="spinner-label" className={showLabel ? undefined : "sr-only"}>
        {label}
      </span>
    </span>
  );
}
