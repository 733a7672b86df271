import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";

/** The 13 amenity keys a facility can list. */
export const AMENITY_KEYS = [
  "shower_changing_room",
  "free_parking",
  "cafeteria",
  "water_dispenser",
  "wifi",
  "jersey_rental",
  "ball_rental",
  "referee",
  "live_scoreboard",
  "video_recording",
  "indoor_area",
  "heating",
  "personal_locker",
] as const;

export type AmenityKey = (typeof AMENITY_KEYS)[number];

/** The Turkish label of each amenity key. ui keeps its own copy: it does not import the data layer. */
export const amenityLabels: Record<AmenityKey, string> = {
  shower_changing_room: "Duş ve Soyunma Odası",
  free_parking: "Ücretsiz Otopark",
  cafeteria: "Kafeterya",
  water_dispenser: "Su Sebili",
  wifi: "WiFi",
  jersey_rental: "Forma Kiralama",
  ball_rental: "Top Kiralama",
  referee: "Hakem",
  live_scoreboard: "Canlı Skorbord",
  video_recording: "Video Kaydı",
  indoor_area: "Kapalı Alan",
  heating: "Isıtma",
  personal_locker: "Kişisel Dolap",
};

/** The label of one amenity: from `labels`, then the built-in map, else the key itself. */
export function amenityLabel(key: string, labels?: Partial<Record<string, string>>): string {
  return labels?.[key] ?? (amenityLabels as Record<string, string>)[key] ?? key;
}

export const amenityItemVariants = cva(
  "inline-block max-w-full truncate rounded-pill border border-neutral-200 bg-neutral-100 font-medium text-neutral-700",
  {
    variants: {
      size: {
        sm: "px-2 py-0.5 text-xs",
        md: "px-2.5 py-1 text-sm",
      },
    },
    defaultVariants: { size: "sm" },
  },
);

export type AmenityListProps = Omit<React.ComponentProps<"ul">, "children"> &
  VariantProps<typeof amenityItemVariants> & {
    /** Amenity keys as the API sends them, e.g. `["wifi", "free_parking"]`; unknown keys show as they are. */
    amenities: readonly string[];
    /** Shows only the first `max` and then '+N daha' for the rest; without it, all. */
    max?: number;
    /** Labels that win over the built-in Turkish ones, by key. */
    labels?: Partial<Record<string, string>>;
    /** Shown instead of the list when there are no amenities; without it nothing is rendered. */
    emptyMessage?: React.ReactNode;
  };

/** A facility's amenities as small chips, e.g. 'WiFi', 'Ücretsiz Otopark', '+2 daha'. */
export function AmenityList({
  amenities,
  max,
  labels,
  emptyMessage,
  size,
  className,
  ...props
}: AmenityListProps) {
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
      {shown.map((key) => (
        <li key={key} data-slot="amenity-item" className={amenityItemVariants({ size })}>
          {amenityLabel(key, labels)}
        </li>
      ))}
      {rest > 0 ? (
        <li
          data-slot="amenity-more"
          className={cn(amenityItemVariants({ size }), "border-dashed bg-surface")}
        >
          +{rest} daha
        </li>
      ) : null}
    </ul>
  );
}
