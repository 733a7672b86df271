import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";

/**
 * The look shared by the text-like controls (Input, Textarea, Select). The invalid look keys off
 * `aria-invalid`, so a control wired by FormField turns red without an extra prop.
 */
export const inputVariants = cva(
  [
    // box
    "w-full min-w-0 rounded-control border border-neutral-500 bg-surface text-sm text-foreground shadow-xs transition-colors",
    "placeholder:text-neutral-500",
    // focus
    "outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/25",
    // invalid
    "aria-invalid:border-danger aria-invalid:focus-visible:border-danger aria-invalid:focus-visible:ring-danger/25",
    // disabled
    "disabled:cursor-not-allowed disabled:border-neutral-300 disabled:bg-neutral-100 disabled:text-muted",
  ],
  {
    variants: {
      size: {
        sm: "h-8 px-2.5",
        md: "h-10 px-3",
        lg: "h-12 px-4 text-base",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type InputProps = Omit<React.ComponentProps<"input">, "size"> &
  VariantProps<typeof inputVariants> & {
    /**
     * Marks the value as wrong: sets `aria-invalid` and the danger border. Inside a FormField with
     * an `error`, this is set for you.
     * @default false
     */
    invalid?: boolean;
  };

/** A single-line text input (text, e-mail, tel, password, number, date, time, search). */
export function Input({ className, size, invalid, type = "text", ...props }: InputProps) {
  return (
    <input
      data-slot="input"
      type={type}
      aria-invalid={invalid || undefined}
      className={cn(
        inputVariants({ size }),
        "read-only:bg-neutral-50 file:border-0 file:bg-transparent file:text-sm file:font-medium",
        className,
      )}
      {...props}
    />
  );
}
