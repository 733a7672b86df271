import {
  foldSearch,
  foldTurkish,
  type FacilityImage,
  type FacilitySort,
  type PlaceFilter,
} from "@halisaha/data/contract";
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  gte,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { cities, districts, facilities, facilityImages, pitches, users } from "../../db/schema";
import { placeIdsBySlug } from "../locations/repo";

export type FacilityRow = typeof facilities.$inferSelect;
export type StoredImage = Omit<FacilityImage, "cardUrl"> & { cardUrl: string | null };
export type NewFacility = Omit<typeof facilities.$inferInsert, "id" | "searchText">;

/** A facility row with the names and the images the answer shows. */
export type FacilityListingRow = {
  facility: FacilityRow;
  cityName: string;
  districtName: string;
  ownerFirstName: string;
  ownerLastName: string;
  /** Main first, then by position; `cardUrl` is null for the shipped demo images. */
  images: StoredImage[];
  /** Its active pitches (not deleted, not in maintenance). */
  pitchCount: number;
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
  /** Only facilities with an active pitch of this size and/or this cover (the same pitch). */
  playersPerSide?: number;
  indoor?: boolean;
  /** Absent = rating. */
  sort?: FacilitySort;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What guests see: active and not soft-deleted (other modules join on this too). */
export function publiclyVisible(): SQL {
  return and(isNull(facilities.deletedAt), eq(facilities.status, "active"))!;
}

function visibleTo(visibility: Visibility): SQL | undefined {
  if (visibility.kind === "all") return undefined;
  if (visibility.kind === "owner")
    return or(eq(facilities.status, "active"), eq(facilities.ownerId, visibility.ownerId));
  return eq(facilities.status, "active");
}

/**
 * The ids a `city`/`district` filter names: the id itself, or every row with that slug.
 * Resolved before the listing query, so the planner sees literal ids and their real share of
 * the rows (a subquery would hide them and cost İstanbul, a third of the rows, a sort of
 * every match instead of an ordered index scan).
 */
async function placeIds(
  db: Db,
  filter: PlaceFilter | undefined,
  kind: "city" | "district",
): Promise<number[] | undefined> {
  if (!filter) return undefined;
  if ("id" in filter) return [filter.id];
  return placeIdsBySlug(db, kind, filter.slug);
}

/**
 * Search words, each folded (foldTurkish) and matched anywhere in `search_text` with ILIKE;
 * every word must match. The pg_trgm GIN index serves these patterns.
 */
export function searchCondition(search: string | undefined): SQL | undefined {
  const words = foldSearch(search ?? "")
    .split(" ")
    .filter((word) => word !== "");
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${facilities.searchText} ilike ${likeContains(word)}`));
}

/**
 * `"table"."column"`. Drizzle leaves columns unqualified in a single-table query, and a
 * correlated subquery would then read its own table's column of the same name.
 */
function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** `column` of the row of its table whose `key` equals `id`, as a scalar subquery. */
function lookup(column: AnyPgColumn, key: AnyPgColumn, id: AnyPgColumn) {
  return sql<string>`(select ${qualified(column)} from ${key.table} where ${qualified(key)} = ${qualified(id)})`;
}

/** The facility's images as a JSON array, main first, then by position (one index lookup). */
const imagesColumn = sql<StoredImage[]>`coalesce((
  select json_agg(
    json_build_object(
      'id', ${qualified(facilityImages.id)},
      'imageUrl', ${qualified(facilityImages.imageUrl)},
      'cardUrl', ${qualified(facilityImages.cardUrl)},
      'isMain', ${qualified(facilityImages.isMain)}
    )
    order by ${qualified(facilityImages.isMain)} desc, ${qualified(facilityImages.position)},
      ${qualified(facilityImages.id)}
  )
  from ${facilityImages}
  where ${qualified(facilityImages.facilityId)} = ${qualified(facilities.id)}
), '[]'::json)`;

/** How many active pitches the facility sells (one index range of pitches_facility_id_sort_order_idx). */
const pitchCountColumn = sql<number>`(
  select count(*)::int from ${pitches}
  where ${qualified(pitches.facilityId)} = ${qualified(facilities.id)}
    and ${qualified(pitches.status)} = 'active' and ${qualified(pitches.deletedAt)} is null
)`;

/** A facility with an active pitch of `playersPerSide` and/or `indoor` (one pitch meeting both). */
function pitchCondition(playersPerSide: number | undefined, indoor: boolean | undefined): SQL | undefined {
  if (playersPerSide === undefined && indoor === undefined) return undefined;
  return sql`exists (
    select 1 from ${pitches}
    where ${qualified(pitches.facilityId)} = ${qualified(facilities.id)}
      and ${qualified(pitches.status)} = 'active' and ${qualified(pitches.deletedAt)} is null
      ${playersPerSide === undefined ? sql`` : sql`and ${qualified(pitches.playersPerSide)} = ${playersPerSide}`}
      ${indoor === undefined ? sql`` : sql`and ${qualified(pitches.indoor)} = ${indoor}`}
  )`;
}

/**
 * Facilities with the names and images the answer shows, in one statement. The names are
 * scalar subqueries rather than joins: the same rows, but PostgreSQL plans a listing in
 * about half the time.
 */
function listingQuery(db: Db) {
  return db
    .select({
      facility: facilities,
      cityName: lookup(cities.name, cities.id, facilities.cityId),
      districtName: lookup(districts.name, districts.id, facilities.districtId),
      ownerFirstName: lookup(users.firstName, users.id, facilities.ownerId),
      ownerLastName: lookup(users.lastName, users.id, facilities.ownerId),
      images: imagesColumn,
      pitchCount: pitchCountColumn,
    })
    .from(facilities);
}

/** The listing rows matching `where`, in `order`. */
export function listingRows(db: Db, where: SQL | undefined, order: SQL[]): Promise<FacilityListingRow[]> {
  return listingQuery(db)
    .where(where)
    .orderBy(...order);
}

/**
 * One page of the listing rows matching `where`, in `order`, and how many match. The page's ids
 * are picked first (off an index where one fits) and only those few rows are read in full with
 * their names and images; the count runs beside it.
 */
export async function listingPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<{ rows: FacilityListingRow[]; count: number }> {
  const pageIds = db
    .select({ id: facilities.id })
    .from(facilities)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [rows, [total]] = await Promise.all([
    listingRows(db, inArray(facilities.id, pageIds), order),
    db.select({ n: count() }).from(facilities).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/**
 * List order: rating high to low, then name, then id. `desc nulls last` is what the partial
 * index `facilities_listing_idx` (status, rating DESC NULLS LAST, name) holds; a plain `desc`
 * means NULLS FIRST in PostgreSQL, and the planner would then sort every matching row
 * instead of reading the first page off the index (rating is never null, so the order is
 * the same).
 */
const listOrder = [sql`${facilities.rating} desc nulls last`, asc(facilities.name), asc(facilities.id)];

/** The other orders of `sort` (the rating order above is the default); each ends in `id` so pages never overlap. */
const sortOrders: Record<FacilitySort, SQL[]> = {
  rating: listOrder,
  price_asc: [asc(facilities.pricePerHour), sql`${facilities.rating} desc nulls last`, asc(facilities.id)],
  price_desc: [desc(facilities.pricePerHour), sql`${facilities.rating} desc nulls last`, asc(facilities.id)],
  newest: [desc(facilities.createdAt), desc(facilities.id)],
};

/**
 * One page of facilities (rating high to low, then name) and how many match. The page's
 * ids are picked first (off the listing index where it can) and only those few rows are
 * read in full with their names and images; the count runs beside it
 * (`pnpm bench:facilities` measures this).
 */
export async function listFacilities(
  db: Db,
  visibility: Visibility,
  filters: FacilityFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: FacilityListingRow[]; count: number }> {
  const [cityIds, districtIds] = await Promise.all([
    placeIds(db, filters.city, "city"),
    placeIds(db, filters.district, "district"),
  ]);
  // An unknown city or district slug matches nothing.
  if (cityIds?.length === 0 || districtIds?.length === 0) return { rows: [], count: 0 };
  const where = and(
    isNull(facilities.deletedAt),
    visibleTo(visibility),
    eq(facilities.status, filters.status),
    cityIds && inArray(facilities.cityId, cityIds),
    districtIds && inArray(facilities.districtId, districtIds),
    filters.minPrice === undefined ? undefined : gte(facilities.pricePerHour, filters.minPrice),
    filters.maxPrice === undefined ? undefined : lte(facilities.pricePerHour, filters.maxPrice),
    filters.rating === undefined ? undefined : gte(facilities.rating, filters.rating),
    searchCondition(filters.search),
    pitchCondition(filters.playersPerSide, filters.indoor),
  );
  return listingPage(db, where, sortOrders[filters.sort ?? "rating"], page);
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

/** Those of these facilities that are not deleted and visible to the caller, in no particular order. */
export async function findVisibleFacilities(
  db: Db,
  ids: readonly number[],
  visibility: Visibility,
): Promise<FacilityListingRow[]> {
  if (ids.length === 0) return [];
  return listingQuery(db).where(
    and(inArray(facilities.id, [...ids]), isNull(facilities.deletedAt), visibleTo(visibility)),
  );
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
