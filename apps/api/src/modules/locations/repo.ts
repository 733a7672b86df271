import type { City, District } from "@halisaha/data/contract";
import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cities, districts } from "../../db/schema";

export interface Page {
  limit: number;
  offset: number;
}

const cityColumns = { id: cities.id, name: cities.name, slug: cities.slug };
const districtColumns = {
  id: districts.id,
  name: districts.name,
  cityId: districts.cityId,
  slug: districts.slug,
};

/** One page of cities in Turkish alphabetical order, and how many there are. */
export async function listCities(db: Db, { limit, offset }: Page): Promise<{ items: City[]; count: number }> {
  const [items, [total]] = await Promise.all([
    db
      .select(cityColumns)
      .from(cities)
      .orderBy(asc(cities.sortOrder), asc(cities.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(cities),
  ]);
  return { items, count: total?.n ?? 0 };
}

/** One page of a city's districts in Turkish alphabetical order; an unknown city has none. */
export async function listDistricts(
  db: Db,
  cityId: number,
  { limit, offset }: Page,
): Promise<{ items: District[]; count: number }> {
  const [items, [total]] = await Promise.all([
    db
      .select(districtColumns)
      .from(districts)
      .where(eq(districts.cityId, cityId))
      .orderBy(asc(districts.sortOrder), asc(districts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(districts).where(eq(districts.cityId, cityId)),
  ]);
  return { items, count: total?.n ?? 0 };
}
