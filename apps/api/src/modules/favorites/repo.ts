import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { facilities, favorites } from "../../db/schema";
import { publiclyVisible } from "../facilities/repo";

export type FavoriteRow = typeof favorites.$inferSelect;

const newestFirst = [desc(favorites.createdAt), desc(favorites.id)] as const;

/** The user's favourites whose facility anyone may see (active, not deleted). */
function visibleFavoritesOf(userId: number) {
  return and(eq(favorites.userId, userId), publiclyVisible());
}

/** Facility ids of the user's visible favourites, newest first (`data.user.favorites`). */
export async function favoriteFacilityIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ facilityId: favorites.facilityId })
    .from(favorites)
    .innerJoin(facilities, eq(facilities.id, favorites.facilityId))
    .where(visibleFavoritesOf(userId))
    .orderBy(...newestFirst);
  return rows.map((row) => row.facilityId);
}

/** One page of the user's visible favourites, newest first, and how many there are. */
export async function listFavorites(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: FavoriteRow[]; count: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: favorites.id,
        userId: favorites.userId,
        facilityId: favorites.facilityId,
        createdAt: favorites.createdAt,
      })
      .from(favorites)
      .innerJoin(facilities, eq(facilities.id, favorites.facilityId))
      .where(visibleFavoritesOf(userId))
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(favorites)
      .innerJoin(facilities, eq(facilities.id, favorites.facilityId))
      .where(visibleFavoritesOf(userId)),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/**
 * Serialises toggles of one (user, facility) pair across every API process until the
 * transaction ends, so two quick toggles always read each other's result.
 */
export async function lockFavorite(tx: Db, userId: number, facilityId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favorite:${userId}:${facilityId}`}))`);
}

/** Removes the pair; true when it was there (whatever the facility's state). */
export async function deleteFavorite(tx: Db, userId: number, facilityId: number): Promise<boolean> {
  const removed = await tx
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.facilityId, facilityId)))
    .returning({ id: favorites.id });
  return removed.length > 0;
}

/** Adds the pair; the unique index makes a pair that is already there a no-op, never an error. */
export async function insertFavorite(
  tx: Db,
  values: { userId: number; facilityId: number; createdAt: Date },
): Promise<void> {
  await tx.insert(favorites).values(values).onConflictDoNothing();
}

/** Whether anyone may see the facility (only those can be added). */
export async function isPubliclyVisible(tx: Db, facilityId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: facilities.id })
    .from(facilities)
    .where(and(eq(facilities.id, facilityId), publiclyVisible()))
    .limit(1);
  return row !== undefined;
}
