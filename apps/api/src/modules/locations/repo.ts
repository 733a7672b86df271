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

/**
 * Resolved slugs per database, per process. Cities and districts are reference data: the
 * seed writes them and nothing changes them while the API runs, so a slug that matched once
 * matches the same rows until a restart. A slug that matched nothing is asked again.
 */
const resolvedSlugs = new WeakMap<Db, Map<string, number[]>>();

/**
 * The ids of the cities or districts with this slug (district slugs repeat across cities),
 * in id order; none for an unknown slug. The facility list resolves its `city` and `district`
 * filters here, so the planner sees literal ids.
 */
export async function placeIdsBySlug(db: Db, kind: "city" | "district", slug: string): Promise<number[]> {
  let cache = resolvedSlugs.get(db);
  if (!cache) resolvedSlugs.set(db, (cache = new Map()));
  const key = `${kind}:${slug}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const table = kind === "city" ? cities : districts;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.slug, slug))
    .orderBy(asc(table.id));
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) cache.set(key, ids);
  return ids;
}
