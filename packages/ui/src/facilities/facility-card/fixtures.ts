/**
 * Sample facilities and images for stories and tests. The images are inline SVG data URIs, so
 * stories make no network request and screenshots stay the same.
 */
import { sampleAmenityNames } from "../amenity-list/fixtures";
import type { FacilityCardData } from "./facility-card";

/** A drawn "photo" of a pitch under a sky in the given colours. */
export function samplePhoto(sky: string, grass: string, label = ""): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"><rect width="800" height="500" fill="${sky}"/><polygon points="0,500 120,230 680,230 800,500" fill="${grass}"/><polygon points="0,500 120,230 680,230 800,500" fill="none" stroke="#ffffff" stroke-width="6"/><line x1="400" y1="230" x2="400" y2="500" stroke="#ffffff" stroke-width="6"/><ellipse cx="400" cy="340" rx="90" ry="40" fill="none" stroke="#ffffff" stroke-width="6"/><text x="40" y="80" font-family="sans-serif" font-size="48" fill="#ffffff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const samplePhotos = [
  samplePhoto("#1e3a5f", "#15803d", "1"),
  samplePhoto("#334155", "#166534", "2"),
  samplePhoto("#0f172a", "#14532d", "3"),
];

/** A data URI that is not an image: the browser fails to decode it and fires `error`. */
export const brokenPhoto = "data:image/png;base64,bm90LWFuLWltYWdl";

export const sampleFacility: FacilityCardData = {
  id: 12,
  name: "Yıldız Halı Saha",
  cityName: "İstanbul",
  districtName: "Kadıköy",
  pricePerHour: 1250,
  openingTime: "09:00:00",
  closingTime: "23:00:00",
  amenities: sampleAmenityNames(["shower_changing_room", "free_parking", "cafeteria", "wifi", "referee"]),
  imageUrl: samplePhotos[0],
  rating: 4.6,
};

export const sampleFacilities: FacilityCardData[] = [
  sampleFacility,
  {
    id: 13,
    name: "Arena Spor Tesisleri",
    cityName: "Ankara",
    districtName: "Çankaya",
    pricePerHour: 900,
    openingTime: "15:00:00",
    closingTime: "03:00:00",
    amenities: sampleAmenityNames(["indoor_area", "heating", "live_scoreboard"]),
    imageUrl: samplePhotos[1],
    rating: 4.2,
  },
  {
    id: 14,
    name: "Sahil Futbol Sahası",
    cityName: "İzmir",
    districtName: null,
    pricePerHour: 650,
    openingTime: "10:00",
    closingTime: "22:00",
    amenities: [],
    imageUrl: null,
    rating: null,
  },
];
