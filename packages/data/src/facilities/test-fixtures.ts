/** Test data for the facility and favourite hooks, and the web tests (`@halisaha/data/testing`). */
import type { City, District } from "../contract/facilities/locations";
import type { Facility } from "../contract/facilities/facility";
import { weekdayKeys } from "../contract/enums/weekdays";

const openHours = Array.from({ length: 13 }, (_, i) => `${String(9 + i).padStart(2, "0")}:00`);

/** A facility as the API sends it; `overrides` change any field. */
export function facilityFixture(overrides: Partial<Facility> = {}): Facility {
  return {
    id: 12,
    name: "Kadıköy Yıldız Halı Saha",
    description: "Kadıköy merkezinde, aydınlatmalı ve bakımlı halı saha.",
    address: "Kadıköy Spor Caddesi No:1",
    cityId: 34,
    districtId: 1421,
    city: { id: 34, name: "İstanbul" },
    district: { id: 1421, name: "Kadıköy", cityId: 34 },
    phone: "2125551000",
    email: "iletisim1@halisaha.dev",
    website: null,
    workingHours: weekdayKeys.map((day) => ({ day, isOpen: true, hours: openHours })),
    openingTime: "09:00:00",
    closingTime: "21:00:00",
    pricePerHour: 750,
    weekendPricePerHour: 900,
    depositAmount: 200,
    fieldType: "Halı Saha",
    fieldSize: "7v7",
    amenities: ["wifi", "free_parking", "cafeteria", "referee"],
    instantConfirmation: false,
    images: [],
    pitchCount: 1,
    status: "active",
    rating: 4.6,
    facility_owner: { firstName: "Serkan", lastName: "Sahip" },
    createdAt: "2026-01-10T09:00:00.000Z",
    updatedAt: "2026-01-10T09:00:00.000Z",
    ...overrides,
  };
}

export const istanbul: City = { id: 34, name: "İstanbul", slug: "istanbul" };
export const ankara: City = { id: 6, name: "Ankara", slug: "ankara" };
export const kadikoy: District = { id: 1421, name: "Kadıköy", cityId: 34, slug: "kadikoy" };

/** `data` of a list answer. */
export const listOf = <T>(items: T[], count = items.length, limit = 10) => ({
  items,
  count,
  totalPages: Math.ceil(count / limit),
});
