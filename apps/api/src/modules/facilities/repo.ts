import { foldSearch, foldTurkish, type PlaceFilter } from "@halisaha/data/contract";
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cities, districts, facilities, facilityImages, users } from "../../db/schema";

export type FacilityRow = typeof facilities.$inferSelect;
export type NewFacility = Omit<typeof facilities.$inferInsert, "id" | "searchText">;
export type FacilityImageRow = typeof facilityImages.$inferSelect;

/** A facility row with the names the answer shows. */
export type FacilityListingRow = {
  facility: FacilityRow;
  cityName: string;
  districtName: string;
  ownerFirstName: string;
  ownerLastName: string;
};

/** Who may see what beyond the public list: `all` (admin) or one owner's own facilities. */
export type Visibility = { kind: "public" } | { kind: "owner"; ownerId: number } | { kind: "all" };

export interface FacilityFilters {
  status: FacilityRow["status"];
  city?: PlaceFilter;
  district?: PlaceFilter;
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  search?: string;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function visibleTo(visibility: Visibility): SQL | undefined {
  if (visibility.kind === "all") return undefined;
  if (visibility.kind === "owner")
    return or(eq(facilities.status, "active"), eq(facilities.ownerId, visibility.ownerId));
  return eq(facilities.status, "active");
}

function placeCondition(db: Db, filter: PlaceFilter | undefined, kind: "city" | "district"): SQL | undefined {
  if (!filter) return undefined;
  const column = kind === "city" ? facilities.cityId : facilities.districtId;
  if ("id" in filter) return eq(column, filter.id);
  const table = kind === "city" ? cities : districts;
  return inArray(column, db.select({ id: table.id }).from(table).where(eq(table.slug, filter.slug)));
}

/**
 * Search words, each folded (foldTurkish) and matched anywhere in `search_text` with ILIKE;
 * every word must match. The pg_trgm GIN index serves these patterns.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const words = foldSearch(search ?? "")
    .split(" ")
    .filter((word) => word !== "");
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${facilities.searchText} ilike ${likeContains(word)}`));
}

function listingQuery(db: Db) {
  return db
    .select({
      facility: facilities,
      cityName: cities.name,
      districtName: districts.name,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
    })
    .from(facilities)
    .innerJoin(cities, eq(cities.id, facilities.cityId))
    .innerJoin(districts, eq(districts.id, facilities.districtId))
    .innerJoin(users, eq(users.id, facilities.ownerId));
}

/** One page of facilities (rating high to low, then name) and how many match. */
export async function listFacilities(
  db: Db,
  visibility: Visibility,
  filters: FacilityFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: FacilityListingRow[]; count: number }> {
  const where = and(
    isNull(facilities.deletedAt),
    visibleTo(visibility),
    eq(facilities.status, filters.status),
    placeCondition(db, filters.city, "city"),
    placeCondition(db, filters.district, "district"),
    filters.minPrice === undefined ? undefined : gte(facilities.pricePerHour, filters.minPrice),
    filters.maxPrice === undefined ? undefined : lte(facilities.pricePerHour, filters.maxPrice),
    filters.rating === undefined ? undefined : gte(facilities.rating, filters.rating),
    searchCondition(filters.search),
  );
  const [rows, [total]] = await Promise.all([
    listingQuery(db)
      .where(where)
      .orderBy(desc(facilities.rating), asc(facilities.name), asc(facilities.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(facilities).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** A facility that is not deleted and visible to the caller. */
export async function findVisibleFacility(
  db: Db,
  id: number,
  visibility: Visibility,
): Promise<FacilityListingRow | undefined> {
  const [row] = await listingQuery(db)
    .where(and(eq(facilities.id, id), isNull(facilities.deletedAt), visibleTo(visibility)))
    .limit(1);
  return row;
}

/** The images of these facilities, main first, by facility id. */
export async function imagesOf(
  db: Db,
  facilityIds: readonly number[],
): Promise<Map<number, FacilityImageRow[]>> {
  const byFacility = new Map<number, FacilityImageRow[]>();
  if (facilityIds.length === 0) return byFacility;
  const rows = await db
    .select()
    .from(facilityImages)
    .where(inArray(facilityImages.facilityId, [...facilityIds]))
    .orderBy(desc(facilityImages.isMain), asc(facilityImages.position), asc(facilityImages.id));
  for (const row of rows) byFacility.set(row.facilityId, [...(byFacility.get(row.facilityId) ?? []), row]);
  return byFacility;
}

/** The folded search column: name, address and district name. */
export function searchTextOf(values: { name: string; address: string }, districtName: string): string {
  return foldTurkish(`${values.name} ${values.address} ${districtName}`);
}

/** Inserts a facility, filling `search_text`; the district must belong to the city. */
export async function insertFacility(db: Db, values: NewFacility): Promise<FacilityRow> {
  const [district] = await db
    .select({ name: districts.name })
    .from(districts)
    .where(and(eq(districts.id, values.districtId), eq(districts.cityId, values.cityId)))
    .limit(1);
  if (!district) throw new Error(`district ${values.districtId} is not in city ${values.cityId}`);
  const [row] = await db
    .insert(facilities)
    .values({ ...values, searchText: searchTextOf(values, district.name) })
    .returning();
  if (!row) throw new Error("insert into facilities returned no row");
  return row;
}
