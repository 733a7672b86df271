import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";

/**
 * The look shared by the text-like controls (Input, Textarea, Select). The invalid look keys off
 * `aria-invalid`, so a control wired by FormField turns red without an extra prop. What a caller's
 * `className` may replace is written `default:` (see lib/cn.ts): the border colour, the focus
 * colours, height, padding and text size.
 */
export const inputVariants = cva(
  [
    // box
    "w-full min-w-0 rounded-control border default:border-neutral-500 bg-surface text-foreground shadow-xs transition-colors",
    "placeholder:text-neutral-500",
    // focus
    "outline-none default:focus-visible:border-ring focus-visible:ring-2 default:focus-visible:ring-ring/25",
    // invalid
    "aria-invalid:border-danger aria-invalid:focus-visible:border-danger aria-invalid:focus-visible:ring-danger/25",
    // disabled
    "disabled:cursor-not-allowed disabled:border-neutral-300 disabled:bg-neutral-100 disabled:text-muted",
  ],
  {
    variants: {
      size: {
        sm: "default:h-8 default:px-2.5 default:text-sm",
        md: "default:h-10 default:px-3 default:text-sm",
        lg: "default:h-12 default:px-4 default:text-base",
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
