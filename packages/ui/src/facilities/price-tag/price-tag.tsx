import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(fractionDigits: number | undefined): Intl.NumberFormat {
  const key = String(fractionDigits);
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      "tr-TR",
      fractionDigits === undefined
        ? { maximumFractionDigits: 2 }
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
    );
    formatters.set(key, format);
  }
  return format;
}

export type FormatLiraOptions = {
  /**
   * Exactly this many fraction digits; without it, up to 2 and none for whole amounts.
   * The favourites page uses 0.
   */
  fractionDigits?: number;
  /**
   * Written after the number with a space; `""` gives the number alone.
   * @default "₺"
   */
  unit?: string;
};

/**
 * An amount of Turkish lira the Turkish way.
 * @example formatLira(1250) // "1.250 ₺"
 * @example formatLira(1250.5, { unit: "₺/saat" }) // "1.250,5 ₺/saat"
 * @example formatLira(612.5, { fractionDigits: 0, unit: "" }) // "613"
 */
export function formatLira(amount: number, { fractionDigits, unit = "₺" }: FormatLiraOptions = {}): string {
  const number = numberFormat(fractionDigits).format(amount);
  return unit ? `${number} ${unit}` : number;
}

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
