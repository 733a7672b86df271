import type { DeviceType, NotificationKind } from "@halisaha/data/contract";
import { and, count, desc, eq, inArray, not, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  deviceTokens,
  facilities,
  pitches,
  notifications,
  reservations,
  users,
  type deviceTypeValues,
  type notificationKindValues,
} from "../../db/schema";

// The table's lists (schema.ts imports nothing from the workspace) and the contract's must be the same sets.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const kindsMatch: Same<(typeof notificationKindValues)[number], NotificationKind> = true;
const deviceTypesMatch: Same<(typeof deviceTypeValues)[number], DeviceType> = true;
void kindsMatch;
void deviceTypesMatch;

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type DeviceTokenRow = typeof deviceTokens.$inferSelect;

const newestFirst = [desc(notifications.sentAt), desc(notifications.id)] as const;

/** Writes one notification; null when its `dedupeKey` was written before (a job run twice). */
export async function insertNotification(
  tx: Db,
  values: NewNotificationRow,
): Promise<NotificationRow | null> {
  const [row] = await tx.insert(notifications).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** One page of the user's notifications, newest first, the total and the unread count. */
export async function listNotifications(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; count: number; unreadCount: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        count: count(),
        unread: sql<number>`count(*) filter (where not ${notifications.isRead})`.mapWith(Number),
      })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  return { rows, count: totals?.count ?? 0, unreadCount: totals?.unread ?? 0 };
}

/** Marks the user's own notification read; undefined when it is not theirs (or does not exist). */
export async function markRead(db: Db, userId: number, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

/** Marks every unread notification of the user read; answers how many there were. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), not(notifications.isRead)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function findNotification(db: Db, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

/**
 * Stores the token for the user: a new token is added, a token the user has is left as it is,
 * and a token of another user (the same browser, someone else signed in) moves to this one.
 */
export async function saveDeviceToken(
  db: Db,
  values: { userId: number; token: string; deviceType: "web"; now: Date },
): Promise<void> {
  await db
    .insert(deviceTokens)
    .values({
      userId: values.userId,
      token: values.token,
      deviceType: values.deviceType,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: deviceTokens.token,
      set: { userId: values.userId, deviceType: values.deviceType, updatedAt: values.now },
      setWhere: sql`${deviceTokens.userId} <> ${values.userId}`,
    });
}

export async function deviceTokensOf(db: Db, userId: number): Promise<DeviceTokenRow[]> {
  return db.select().from(deviceTokens).where(eq(deviceTokens.userId, userId)).orderBy(deviceTokens.id);
}

export async function findDeviceToken(db: Db, id: number): Promise<DeviceTokenRow | undefined> {
  const [row] = await db.select().from(deviceTokens).where(eq(deviceTokens.id, id));
  return row;
}

export async function deleteDeviceTokens(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(deviceTokens).where(inArray(deviceTokens.id, [...ids]));
}

/** What the texts of a reservation's notifications need, read in the event's transaction. */
export interface ReservationFacts {
  id: number;
  reservationNumber: string;
  userId: number | null;
  createdById: number | null;
  ownerId: number;
  facilityName: string;
  /** The pitch's name when the facility has more than one pitch; null for a one-pitch facility. */
  pitchName: string | null;
  date: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  status: (typeof reservations.$inferSelect)["status"];
  contactName: string;
  playerName: string | null;
}

export async function reservationFacts(db: Db, reservationId: number): Promise<ReservationFacts | undefined> {
  const [row] = await db
    .select({
      id: reservations.id,
      reservationNumber: reservations.reservationNumber,
      userId: reservations.userId,
      createdById: reservations.createdById,
      ownerId: facilities.ownerId,
      facilityName: facilities.name,
      pitchName: sql<string | null>`case when (
          select count(*) from ${pitches} p where p.facility_id = ${reservations.facilityId} and p.deleted_at is null
        ) > 1 then ${pitches.name} end`,
      date: reservations.date,
      startTime: reservations.startTime,
      endTime: reservations.endTime,
      startsAt: reservations.startsAt,
      status: reservations.status,
      contactName: reservations.contactName,
      playerName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(reservations)
    .innerJoin(facilities, eq(facilities.id, reservations.facilityId))
    .innerJoin(pitches, eq(pitches.id, reservations.pitchId))
    .leftJoin(users, eq(users.id, reservations.userId))
    .where(eq(reservations.id, reservationId));
  return row;
}
