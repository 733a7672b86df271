import { and, asc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { facilities, pitches, reservations, subscriberExceptions, subscribers } from "../../db/schema";

export type SubscriberRow = typeof subscribers.$inferSelect;
export type NewSubscriber = typeof subscribers.$inferInsert;
export type SubscriberExceptionRow = typeof subscriberExceptions.$inferSelect;

/** What the subscriber rules read of a facility (deleted ones too: the service decides). */
export type SubscriberFacility = Pick<
  typeof facilities.$inferSelect,
  "id" | "ownerId" | "deletedAt" | "workingHours"
>;

export async function findFacility(db: Db, id: number): Promise<SubscriberFacility | undefined> {
  const [row] = await db
    .select({
      id: facilities.id,
      ownerId: facilities.ownerId,
      deletedAt: facilities.deletedAt,
      workingHours: facilities.workingHours,
    })
    .from(facilities)
    .where(eq(facilities.id, id))
    .limit(1);
  return row;
}

/**
 * The facility's advisory lock, the one every booking insert takes (reservations repo,
 * `insertReservation`, and the trigger `reservations_subscriber_hours`): held until the
 * transaction ends, so subscriber writes and bookings of one facility run one after another
 * in every API process, and each reads what the other committed.
 */
export async function lockFacility(tx: Db, facilityId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reservations'), ${facilityId}::int)`);
}

/** The facility's subscribers, oldest first. */
export async function listSubscribers(db: Db, facilityId: number): Promise<SubscriberRow[]> {
  return db
    .select()
    .from(subscribers)
    .where(eq(subscribers.facilityId, facilityId))
    .orderBy(asc(subscribers.dayOfWeek), asc(subscribers.startTime), asc(subscribers.id));
}

export async function findSubscriber(db: Db, id: number): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id)).limit(1);
  return row;
}

/** The exceptions of these subscribers, soonest date first. */
export async function exceptionsOf(
  db: Db,
  subscriberIds: readonly number[],
): Promise<SubscriberExceptionRow[]> {
  if (subscriberIds.length === 0) return [];
  return db
    .select()
    .from(subscriberExceptions)
    .where(inArray(subscriberExceptions.subscriberId, [...subscriberIds]))
    .orderBy(asc(subscriberExceptions.exceptionDate), asc(subscriberExceptions.id));
}

/** The facility's pitches that are not deleted, by sort order (ids only). */
export async function pitchIdsOf(db: Db, facilityId: number): Promise<number[]> {
  const rows = await db
    .select({ id: pitches.id })
    .from(pitches)
    .where(and(eq(pitches.facilityId, facilityId), isNull(pitches.deletedAt)))
    .orderBy(asc(pitches.sortOrder), asc(pitches.id));
  return rows.map((row) => row.id);
}

/** The pitch's other active subscribers (all but `exceptId`): the clash rule is per pitch. */
export async function otherActiveSubscribers(
  db: Db,
  pitchId: number,
  exceptId: number | undefined,
): Promise<SubscriberRow[]> {
  return db
    .select()
    .from(subscribers)
    .where(
      and(
        eq(subscribers.pitchId, pitchId),
        eq(subscribers.status, "active"),
        exceptId === undefined ? undefined : ne(subscribers.id, exceptId),
      ),
    );
}

/** A future booking a subscriber's hours could clash with. */
export type FutureBooking = Pick<
  typeof reservations.$inferSelect,
  "reservationNumber" | "date" | "startTime" | "endTime" | "startsAt" | "endsAt"
>;

/** The pitch's pending and confirmed reservations that start after `now`, soonest first. */
export async function futureBookings(db: Db, pitchId: number, now: Date): Promise<FutureBooking[]> {
  return db
    .select({
      reservationNumber: reservations.reservationNumber,
      date: reservations.date,
      startTime: reservations.startTime,
      endTime: reservations.endTime,
      startsAt: reservations.startsAt,
      endsAt: reservations.endsAt,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.pitchId, pitchId),
        inArray(reservations.status, ["pending", "confirmed"]),
        gt(reservations.startsAt, now),
      ),
    )
    .orderBy(asc(reservations.startsAt));
}

export async function insertSubscriber(db: Db, values: NewSubscriber): Promise<SubscriberRow> {
  const [row] = await db.insert(subscribers).values(values).returning();
  if (!row) throw new Error("insert into subscribers returned no row");
  return row;
}

export async function updateSubscriber(
  db: Db,
  id: number,
  values: Partial<NewSubscriber>,
): Promise<SubscriberRow | undefined> {
  const [row] = await db.update(subscribers).set(values).where(eq(subscribers.id, id)).returning();
  return row;
}

/** Drops the exceptions that do not fall on `dayOfWeek` (after the subscriber moved to another day). */
export async function dropExceptionsOffDay(db: Db, subscriberId: number, dayOfWeek: number): Promise<void> {
  await db
    .delete(subscriberExceptions)
    .where(
      and(
        eq(subscriberExceptions.subscriberId, subscriberId),
        sql`extract(isodow from ${subscriberExceptions.exceptionDate}) <> ${dayOfWeek}`,
      ),
    );
}

/** Deletes the subscriber and (cascade) its exceptions; false when it was already gone. */
export async function deleteSubscriber(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id });
  return rows.length > 0;
}

export async function insertException(
  db: Db,
  values: typeof subscriberExceptions.$inferInsert,
): Promise<SubscriberExceptionRow> {
  const [row] = await db.insert(subscriberExceptions).values(values).returning();
  if (!row) throw new Error("insert into subscriber_exceptions returned no row");
  return row;
}

export async function findException(db: Db, id: number): Promise<SubscriberExceptionRow | undefined> {
  const [row] = await db.select().from(subscriberExceptions).where(eq(subscriberExceptions.id, id)).limit(1);
  return row;
}

export async function deleteException(db: Db, id: number): Promise<void> {
  await db.delete(subscriberExceptions).where(eq(subscriberExceptions.id, id));
}

/** A subscriber occurrence inside the week (`subscriber_periods`, migration 0009). */
export type SubscriberPeriodRow = {
  subscriber: SubscriberRow;
  /** The pitch the subscriber holds. */
  pitch: { id: number; name: string };
  businessDate: string;
  startsAt: Date;
  endsAt: Date;
};

/**
 * The occurrences of the facility's active subscribers that overlap `[from, to)`, minus their
 * exception dates, with the subscriber: the same SQL function decides availability and the
 * booking trigger, so the calendar shows exactly what blocks bookings.
 */
export async function subscriberPeriods(
  db: Db,
  facilityId: number,
  from: Date,
  to: Date,
): Promise<SubscriberPeriodRow[]> {
  const periods = sql`subscriber_periods(${facilityId}::int, ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`;
  const rows = await db
    .select({
      subscriber: subscribers,
      pitch: { id: pitches.id, name: pitches.name },
      businessDate: sql<string>`to_char(p.business_date, 'YYYY-MM-DD')`,
      startsAt: sql<string>`p.starts_at`,
      endsAt: sql<string>`p.ends_at`,
    })
    .from(sql`${periods} p`)
    .innerJoin(subscribers, eq(subscribers.id, sql`p.subscriber_id`))
    .innerJoin(pitches, eq(pitches.id, subscribers.pitchId))
    .orderBy(sql`p.starts_at`);
  return rows.map((row) => ({
    subscriber: row.subscriber,
    pitch: row.pitch,
    businessDate: row.businessDate,
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
  }));
}
