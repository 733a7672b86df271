import { and, asc, desc, eq, gt, inArray, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { districts, facilities, facilityImages, reservations } from "../../db/schema";
import {
  insertFacility,
  listingPage,
  searchCondition,
  searchTextOf,
  type FacilityListingRow,
  type FacilityRow,
  type NewFacility,
} from "./repo";

/** Whose facilities an owner screen reads: one owner's, or every one (admin). */
export type Ownership = { kind: "owner"; ownerId: number } | { kind: "all" };

function ownedBy(ownership: Ownership) {
  return ownership.kind === "owner" ? eq(facilities.ownerId, ownership.ownerId) : undefined;
}

/**
 * The owner's list: their not-deleted facilities of every status (or one), newest first,
 * searched like the public list.
 */
export async function listOwnedFacilities(
  db: Db,
  ownership: Ownership,
  filters: { status?: FacilityRow["status"] | undefined; search?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: FacilityListingRow[]; count: number }> {
  const where = and(
    isNull(facilities.deletedAt),
    ownedBy(ownership),
    filters.status === undefined ? undefined : eq(facilities.status, filters.status),
    searchCondition(filters.search),
  );
  return listingPage(db, where, [desc(facilities.createdAt), desc(facilities.id)], page);
}

/** A not-deleted facility the caller may write (their own; any for an admin). */
export async function findOwnedFacility(
  db: Db,
  id: number,
  ownership: Ownership,
): Promise<FacilityRow | undefined> {
  const [row] = await db
    .select()
    .from(facilities)
    .where(and(eq(facilities.id, id), isNull(facilities.deletedAt), ownedBy(ownership)))
    .limit(1);
  return row;
}

/**
 * Locks the facility row until the transaction ends: image counts, the main image and soft
 * delete of one facility are decided one writer at a time, in every API process.
 */
export async function lockFacility(tx: Db, id: number): Promise<FacilityRow | undefined> {
  const [row] = await tx
    .select()
    .from(facilities)
    .where(and(eq(facilities.id, id), isNull(facilities.deletedAt)))
    .for("update");
  return row;
}

export async function districtInCity(
  db: Db,
  districtId: number,
  cityId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: districts.name })
    .from(districts)
    .where(and(eq(districts.id, districtId), eq(districts.cityId, cityId)))
    .limit(1);
  return row?.name;
}

export type ImageRow = typeof facilityImages.$inferSelect;

export async function imagesOf(tx: Db, facilityId: number): Promise<ImageRow[]> {
  return tx
    .select()
    .from(facilityImages)
    .where(eq(facilityImages.facilityId, facilityId))
    .orderBy(asc(facilityImages.position), asc(facilityImages.id));
}

export { insertFacility };

/** Updates the facility's own fields (and `search_text`); ownership, status and rating are not touched. */
export async function updateFacilityFields(
  tx: Db,
  id: number,
  values: Omit<NewFacility, "ownerId" | "status" | "rating" | "createdAt" | "deletedAt">,
  districtName: string,
  now: Date,
): Promise<void> {
  await tx
    .update(facilities)
    .set({ ...values, searchText: searchTextOf(values, districtName), updatedAt: now })
    .where(eq(facilities.id, id));
}

/** Appends images after the facility's last position; answers the new rows' ids in order. */
export async function appendImages(
  tx: Db,
  facilityId: number,
  images: readonly { imageUrl: string; cardUrl: string; storageKeys: string[] }[],
): Promise<number[]> {
  if (images.length === 0) return [];
  const [last] = await tx
    .select({ position: max(facilityImages.position) })
    .from(facilityImages)
    .where(eq(facilityImages.facilityId, facilityId));
  const start = (last?.position ?? -1) + 1;
  const rows = await tx
    .insert(facilityImages)
    .values(images.map((image, i) => ({ facilityId, ...image, isMain: false, position: start + i })))
    .returning({ id: facilityImages.id });
  return rows.map((row) => row.id);
}

/**
 * Makes `imageId` the main image, or, when it is undefined, keeps the current main one and
 * promotes the first image by position when there is none. Two statements: the partial
 * unique index allows one main image at any moment.
 */
export async function settleMainImage(tx: Db, facilityId: number, imageId?: number): Promise<void> {
  if (imageId !== undefined) {
    await tx
      .update(facilityImages)
      .set({ isMain: false })
      .where(and(eq(facilityImages.facilityId, facilityId), eq(facilityImages.isMain, true)));
    await tx
      .update(facilityImages)
      .set({ isMain: true })
      .where(and(eq(facilityImages.facilityId, facilityId), eq(facilityImages.id, imageId)));
    return;
  }
  await tx.execute(sql`
    update ${facilityImages} set is_main = true
    where id = (
      select id from ${facilityImages}
      where facility_id = ${facilityId}
      order by position, id
      limit 1
    )
    and not exists (select 1 from ${facilityImages} where facility_id = ${facilityId} and is_main)
  `);
}

export async function deleteImageRow(
  tx: Db,
  facilityId: number,
  imageId: number,
): Promise<ImageRow | undefined> {
  const [row] = await tx
    .delete(facilityImages)
    .where(and(eq(facilityImages.facilityId, facilityId), eq(facilityImages.id, imageId)))
    .returning();
  return row;
}

/**
 * Whether the facility has a pending or confirmed reservation that starts after `now`. Takes
 * the advisory lock bookings take (reservations repo), so no booking slips in between this
 * check and the soft delete.
 */
export async function hasFutureBookings(tx: Db, facilityId: number, now: Date): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reservations'), ${facilityId}::int)`);
  const [row] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.facilityId, facilityId),
        inArray(reservations.status, ["pending", "confirmed"]),
        gt(reservations.startsAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function softDeleteFacility(tx: Db, facilityId: number, now: Date): Promise<void> {
  await tx.update(facilities).set({ deletedAt: now, updatedAt: now }).where(eq(facilities.id, facilityId));
}
