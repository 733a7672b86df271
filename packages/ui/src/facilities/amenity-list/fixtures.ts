/**
 * The 13 amenities as the app passes them, for stories and tests: the API's keys with the
 * contract's Turkish names (ui has no names of its own; the app gives them).
 */
export const sampleAmenityLabels: Readonly<Record<string, string>> = {
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

/** The keys, in the facility form's order. */
export const sampleAmenityKeys = Object.keys(sampleAmenityLabels);

/** The names of `keys`, as a card or the detail page shows them. */
export function sampleAmenityNames(keys: readonly string[] = sampleAmenityKeys): string[] {
  return keys.map((key) => sampleAmenityLabels[key] ?? key);
}
