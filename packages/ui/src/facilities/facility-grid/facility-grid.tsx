import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";

export const facilityGridVariants = cva("w-full", {
  variants: {
    layout: {
      /** 1 column on phones, 2 from 768 px, 3 from 992 px */
      grid: "grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-6",
      /** one card a row */
      list: "flex flex-col gap-4",
    },
  },
  defaultVariants: { layout: "grid" },
});

export type FacilityGridProps = React.ComponentProps<"div"> &
  VariantProps<typeof facilityGridVariants> & {
    /**
     * Marks the list `aria-busy` while FacilityCardSkeletons stand in for the cards.
     * @default false
     */
    loading?: boolean;
  };

/**
 * Lays out FacilityCards (or their skeletons) as a responsive grid or a list. Give the cards the
 * same `layout`.
 */
export function FacilityGrid({ layout, loading = false, className, ...props }: FacilityGridProps) {
  return (
    <div
      data-slot="facility-grid"
      data-layout={layout ?? "grid"}
      aria-busy={loading || undefined}
      className={cn(facilityGridVariants({ layout }), className)}
      {...props}
    />
  );
}
