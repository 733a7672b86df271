import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";

/** The tone's colours are `default:` (see lib/cn.ts): a caller's `className` may replace them. */
export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1.5 rounded-pill border font-medium whitespace-nowrap [&_svg]:pointer-events-none [&_svg]:size-3.5 [&_svg]:shrink-0",
  {
    variants: {
      tone: {
        neutral: "default:border-neutral-200 default:bg-neutral-100 default:text-neutral-700",
        success: "default:border-primary/20 default:bg-primary-soft default:text-primary-hover",
        warning: "default:border-warning/20 default:bg-warning-soft default:text-warning-hover",
        danger: "default:border-danger/20 default:bg-danger-soft default:text-danger-hover",
        info: "default:border-info/20 default:bg-info-soft default:text-info",
        primary: "default:border-primary default:bg-primary default:text-primary-foreground",
      },
      size: {
        sm: "px-2 py-0.5 text-xs",
        md: "px-2.5 py-1 text-sm",
      },
      dot: {
        true: "before:size-1.5 before:shrink-0 before:rounded-pill before:bg-current before:content-['']",
        false: "",
      },
    },
    compoundVariants: [
      // the small badge is tight already: the dot leaves it a little less padding
      { size: "sm", dot: true, className: "ps-1.5" },
    ],
    defaultVariants: { tone: "neutral", size: "md", dot: false },
  },
);

export type BadgeProps = React.ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & {
    /**
     * Renders the single child element with the badge look instead of a `<span>`.
     * @default false
     */
    asChild?: boolean;
  };

/**
 * A short status label, e.g. 'Aktif' (success), 'Pasif' (neutral), 'Beklemede' (warning).
 * Tone is colour only: the text must say the status by itself.
 */
export function Badge({ className, tone, size, dot, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : "span";
  return (
    <Comp
      data-slot="badge"
      data-tone={tone ?? "neutral"}
      className={cn(badgeVariants({ tone, size, dot }), className)}
      {...props}
    />
  );
}
