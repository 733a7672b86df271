/** Facilities, cities and favourites as the API sends them, for the discovery screens' tests. */
import { weekdayKeys, type City, type District, type Facility, type Favorite } from "@halisaha/data";

const hours = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, "0")}:00`);

/** A facility; `overrides` change any field. */
export function facility(overrides: Partial<Facility> = {}): Facility {
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
    website: "www.yildizhalisaha.com.tr",
    workingHours: weekdayKeys.map((day) => ({ day, isOpen: day !== "monday", hours: hours(9, 20) })),
    openingTime: "09:00:00",
    // as the API derives it: the last open start hour (20:00), so every screen says 09:00 - 21:00
    closingTime: "20:00:00",
    pricePerHour: 1250,
    weekendPricePerHour: 1400,
    depositAmount: 200,
    fieldType: "Halı Saha",
    fieldSize: "7v7",
    amenities: ["wifi", "free_parking", "cafeteria", "referee"],
    instantConfirmation: false,
    images: [],
    status: "active",
    rating: 4.6,
    facility_owner: { firstName: "Serkan", lastName: "Sahip" },
    createdAt: "2026-01-10T09:00:00.000Z",
    updatedAt: "2026-01-10T09:00:00.000Z",
    ...overrides,
  };
}

/** `count` facilities numbered from `first`, named 'Tesis N'. */
export function facilities(count: number, first = 1): Facility[] {
  return Array.from({ length: count }, (_, i) =>
    facility({ id: first + i, name: `Tesis ${first + i}`, pricePerHour: 500 + 50 * i }),
  );
}

/** `data` of a list answer. */
export function listData<T>(items: T[], count = items.length, limit = 10) {
  return { items, count, totalPages: Math.ceil(count / limit) };
}

export const istanbul: City = { id: 34, name: "İstanbul", slug: "istanbul" };
export const ankara: City = { id: 6, name: "Ankara", slug: "ankara" };
export const izmir: City = { id: 35, name: "İzmir", slug: "izmir" };
export const cities = [ankara, istanbul, izmir];
export const kadikoy: District = { id: 1421, name: "Kadıköy", cityId: 34, slug: "kadikoy" };
export const besiktas: District = { id: 1183, name: "Beşiktaş", cityId: 34, slug: "besiktas" };

/** One favourite of the signed-in user. */
export function favorite(of: Facility, id = of.id * 10): Favorite {
  return { id, facilityId: of.id, createdAt: "2026-02-01T10:00:00.000Z", Facility: of };
}

/** The query of a recorded request as an object. */
export function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}
