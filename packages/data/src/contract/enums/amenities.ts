/**
 * The amenities without zod (their schema is in schemas.ts), so a public first visit
 * names a facility's amenities without loading the schemas.
 */

/**
 * The fixed list of 13 amenities, in the order the facility form shows them. The keys are stable ASCII
 * identifiers: they are what the API stores and sends; only the labels are shown.
 */
export const amenities = [
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
export type Amenity = (typeof amenities)[number];

export const amenityLabels = {
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
} as const satisfies Record<Amenity, string>;

export function isAmenity(value: unknown): value is Amenity {
  return typeof value === "string" && (amenities as readonly string[]).includes(value);
}

/** The Turkish label of an amenity key; an unknown string is returned unchanged. */
export function amenityLabel(amenity: string): string {
  return isAmenity(amenity) ? amenityLabels[amenity] : amenity;
}
