import { and, asc, count, eq, gt, inArray, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pitches, reservations, subscribers } from "../../db/schema";

export type PitchRow = typeof pitches.$inferSelect;
export type PitchValues = Pick<
  typeof pitches.$inferInsert,
  "name" | "playersPerSide" | "indoor" | "pricePerHour" | "weekendPricePerHour" | "status" | "sortOrder"
>;

const live = isNull(pitches.deletedAt);

/** The facility's pitches that are not deleted, by sort order (`activeOnly`: the public's). */
export async function listPitches(db: Db, facilityId: number, activeOnly: boolean): Promise<PitchRow[]> {
  return db
    .select()
    .from(pitches)
    .where(
      and(eq(pitches.facilityId, facilityId), live, activeOnly ? eq(pitches.status, "active") : undefined),
    )
    .orderBy(asc(pitches.sortOrder), asc(pitches.id));
}

/** A pitch of this facility that is not deleted. */
export async function findPitch(db: Db, facilityId: number, pitchId: number): Promise<PitchRow | undefined> {
  const [row] = await db
    .select()
    .from(pitches)
    .where(and(eq(pitches.id, pitchId), eq(pitches.facilityId, facilityId), live))
    .limit(1);
  return row;
}

/** How many pitches the facility has (not deleted) and the highest sort order among them. */
export async function pitchCountOf(
  db: Db,
  facilityId: number,
): Promise<{ count: number; maxSortOrder: number }> {
  const [row] = await db
    .select({ count: count(), maxSortOrder: max(pitches.sortOrder) })
    .from(pitches)
    .where(and(eq(pitches.facilityId, facilityId), live));
  return { count: row?.count ?? 0, maxSortOrder: row?.maxSortOrder ?? -1 };
}

/**
 * The facility's advisory lock, the one every booking insert and subscriber write takes
 * (`insertReservation`, the trigger `reservations_subscriber_hours`): a pitch's removal and the
 * bookings of its facility run one after another in every API process.
 */
export async function lockFacilityBookings(tx: Db, facilityId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reservations'), ${facilityId}::int)`);
}

export async function insertPitch(
  db: Db,
  facilityId: number,
  values: PitchValues,
  now: Date,
): Promise<PitchRow> {
  const [row] = await db
    .insert(pitches)
    .values({ ...values, facilityId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("insert into pitches returned no row");
  return row;
}

export async function updatePitch(
  db: Db,
  pitchId: number,
  values: PitchValues,
  now: Date,
): Promise<PitchRow | undefined> {
  const [row] = await db
    .update(pitches)
    .set({ ...values, updatedAt: now })
    .where(and(eq(pitches.id, pitchId), live))
    .returning();
  return row;
}

/** Soft delete: the pitch takes nothing new; its past reservations keep naming it. */
export async function softDeletePitch(db: Db, pitchId: number, now: Date): Promise<void> {
  await db.update(pitches).set({ deletedAt: now, updatedAt: now }).where(eq(pitches.id, pitchId));
}

/** Whether the pitch has a pending or confirmed reservation that starts after `now`. */
export async function hasFutureBookings(db: Db, pitchId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.pitchId, pitchId),
        inArray(reservations.status, ["pending", "confirmed"]),
        gt(reservations.startsAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether an active subscriber holds the pitch. */
export async function hasActiveSubscriber(db: Db, pitchId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(eq(subscribers.pitchId, pitchId), eq(subscribers.status, "active")))
    .limit(1);
  return row !== undefined;
}
