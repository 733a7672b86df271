/** Facilities, cities and favourites as the API sends them, for the discovery screens' tests. */
import { weekdayKeys, type City, type District, type Facility, type Favorite } from "@halisaha/data";
import { ankara, facilityFixture, istanbul, kadikoy, listOf } from "@halisaha/data/testing";

const hours = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, "0")}:00`);

/**
 * A facility: the data package's fixture, closed on Mondays and open 09:00-21:00 (last start
 * 20:00, as the API derives `closingTime`) with the list's prices; `overrides` change any field.
 */
export function facility(overrides: Partial<Facility> = {}): Facility {
  return facilityFixture({
    website: "www.yildizhalisaha.com.tr",
    workingHours: weekdayKeys.map((day) => ({ day, isOpen: day !== "monday", hours: hours(9, 20) })),
    closingTime: "20:00:00",
    pricePerHour: 1250,
    weekendPricePerHour: 1400,
    ...overrides,
  });
}

/** `count` facilities numbered from `first`, named 'Tesis N'. */
export function facilities(count: number, first = 1): Facility[] {
  return Array.from({ length: count }, (_, i) =>
    facility({ id: first + i, name: `Tesis ${first + i}`, pricePerHour: 500 + 50 * i }),
  );
}

/** `data` of a list answer. */
export const listData = listOf;

export { ankara, istanbul, kadikoy };
export const izmir: City = { id: 35, name: "İzmir", slug: "izmir" };
export const cities = [ankara, istanbul, izmir];
export const besiktas: District = { id: 1183, name: "Beşiktaş", cityId: 34, slug: "besiktas" };

/** One favourite of the signed-in user. */
export function favorite(of: Facility, id = of.id * 10): Favorite {
  return { id, facilityId: of.id, createdAt: "2026-02-01T10:00:00.000Z", Facility: of };
}

/** The query of a recorded request as an object. */
export function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}
