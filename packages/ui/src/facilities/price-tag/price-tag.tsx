import { formatLira } from "@halisaha/data/rules";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";

export const priceTagVariants = cva("inline-flex items-baseline gap-1 whitespace-nowrap tabular-nums", {
  variants: {
    size: {
      sm: "text-sm [&_[data-slot=price-tag-unit]]:text-xs",
      md: "text-base [&_[data-slot=price-tag-unit]]:text-sm",
      lg: "text-2xl [&_[data-slot=price-tag-unit]]:text-base",
    },
  },
  defaultVariants: { size: "md" },
});

export type PriceTagProps = Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof priceTagVariants> & {
    /** The price in lira, e.g. `1250`. */
    amount: number;
    /**
     * What the price is for.
     * @default "₺/saat"
     */
    unit?: string;
    /** Exactly this many fraction digits; without it, up to 2 and none for whole amounts. */
    fractionDigits?: number;
  };

/** A price in Turkish number format with its unit: '1.250 ₺/saat'. */
export function PriceTag({
  amount,
  unit = "₺/saat",
  fractionDigits,
  size,
  className,
  ...props
}: PriceTagProps) {
  return (
    <span data-slot="price-tag" className={cn(priceTagVariants({ size }), className)} {...props}>
      <span data-slot="price-tag-amount" className="font-bold text-primary">
        {formatLira(amount, { fractionDigits, unit: "" })}
      </span>{" "}
      <span data-slot="price-tag-unit" className="font-medium text-muted">
        {unit}
      </span>
    </span>
  );
}
