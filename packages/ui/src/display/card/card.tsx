import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";

/** The background is `default:` (see lib/cn.ts): a caller's `className` may replace it. */
export const cardVariants = cva("flex flex-col overflow-hidden rounded-card border border-border default:bg-surface text-foreground", {
  variants: {
    variant: {
      /** a raised card on the page background */
      elevated: "shadow-card",
      /** a flat card, e.g. inside a panel */
      outline: "",
    },
    interactive: {
      /** the whole card is clickable (it holds a stretched link or is one) */
      true: "transition-shadow hover:shadow-raised focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2",
      false: "",
    },
  },
  compoundVariants: [{ variant: "outline", interactive: true, className: "hover:border-neutral-300" }],
  defaultVariants: { variant: "elevated", interactive: false },
});

export type CardProps = React.ComponentProps<"div"> & VariantProps<typeof cardVariants>;

/** A surface for one thing: a facility, a reservation, a stat. Compose with the Card* parts. */
export function Card({ className, variant, interactive, ...props }: CardProps) {
  return <div data-slot="card" className={cn(cardVariants({ variant, interactive }), className)} {...props} />;
}

/** The top of a card: title, description and an optional action beside them. */
export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-header"
      // a caller may lay it out as a row (default:, see lib/cn.ts)
      className={cn("flex default:flex-col default:gap-1 px-5 pt-5 pb-3 last:pb-5", className)}
      {...props}
    />
  );
}

export type CardTitleProps = React.ComponentProps<"h3"> & {
  /**
   * Renders the single child element (e.g. an `<h2>` or a link) with the title look, so the page
   * keeps a correct heading order.
   * @default false
   */
  asChild?: boolean;
};

/** The card's heading; an `<h3>` unless `asChild` says otherwise. */
export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot : "h3";
  return (
    <Comp data-slot="card-title" className={cn("text-lg leading-snug font-semibold", className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-muted", className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-content"
      className={cn("flex-1 px-5 py-3 first:pt-5 last:pb-5", className)}
      {...props}
    />
  );
}

/** The bottom row, usually the card's buttons; it wraps on narrow screens. */
export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("flex flex-wrap items-center gap-2 border-t border-border px-5 py-4", className)}
      {...props}
    />
  );
}
