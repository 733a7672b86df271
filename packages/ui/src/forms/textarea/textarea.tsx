import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";
import { inputVariants } from "../input";

export const textareaVariants = cva("block h-auto read-only:bg-neutral-50", {
  variants: {
    resize: {
      vertical: "resize-y",
      none: "resize-none",
    },
  },
  defaultVariants: { resize: "vertical" },
});

export type TextareaProps = React.ComponentProps<"textarea"> &
  VariantProps<typeof textareaVariants> & {
    /**
     * Marks the value as wrong: sets `aria-invalid` and the danger border. Inside a FormField with
     * an `error`, this is set for you.
     * @default false
     */
    invalid?: boolean;
  };

/** A multi-line text input, e.g. the booking notes. */
export function Textarea({ className, resize, invalid, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      aria-invalid={invalid || undefined}
      className={cn(inputVariants({ size: "md" }), "min-h-20 py-2", textareaVariants({ resize }), className)}
      {...props}
    />
  );
}
