import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";

export const amenityItemVariants = cva(
  "inline-block max-w-full truncate rounded-pill border border-neutral-200 font-medium text-neutral-700",
  {
    variants: {
      size: {
        sm: "px-2 py-0.5 text-xs",
        md: "px-2.5 py-1 text-sm",
      },
      /** the '+N daha' chip after the shown ones */
      more: {
        true: "border-dashed bg-surface",
        false: "bg-neutral-100",
      },
    },
    defaultVariants: { size: "sm", more: false },
  },
);

export type AmenityListProps = Omit<React.ComponentProps<"ul">, "children"> &
  VariantProps<typeof amenityItemVariants> & {
    /**
     * The amenities' Turkish names as shown, e.g. `["WiFi", "Ücretsiz Otopark"]`: the app names
     * the API's keys with the contract's labels.
     */
    amenities: readonly string[];
    /** Shows only the first `max` and then '+N daha' for the rest; without it, all. */
    max?: number;
    /** Shown instead of the list when there are no amenities; without it nothing is rendered. */
    emptyMessage?: React.ReactNode;
  };

/** A facility's amenities as small chips, e.g. 'WiFi', 'Ücretsiz Otopark', '+2 daha'. */
export function AmenityList({ amenities, max, emptyMessage, size, className, ...props }: AmenityListProps) {
  if (amenities.length === 0) {
    return emptyMessage ? (
      <p data-slot="amenity-list-empty" className="text-sm text-muted">
        {emptyMessage}
      </p>
    ) : null;
  }
  const limit = max === undefined ? amenities.length : Math.max(0, Math.floor(max));
  const shown = amenities.slice(0, limit);
  const rest = amenities.length - shown.length;
  return (
    <ul data-slot="amenity-list" className={cn("flex flex-wrap gap-1.5", className)} {...props}>
      {shown.map((name) => (
        <li key={name} data-slot="amenity-item" className={amenityItemVariants({ size })}>
          {name}
        </li>
      ))}
      {rest > 0 ? (
        <li data-slot="amenity-more" className={amenityItemVariants({ size, more: true })}>
          +{rest} daha
        </li>
      ) : null}
    </ul>
  );
}
