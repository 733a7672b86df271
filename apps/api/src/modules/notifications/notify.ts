import type { NotificationKind } from "@halisaha/data/contract";
import type { Db } from "../../db/client";
import { enqueueJob } from "../../jobs/define";
import { pushJob, pushJobKey } from "./push-job";
import { deviceTokensOf, insertNotification, reservationFacts, type NotificationRow } from "./repo";
import { phoneClaimDroppedNotice, reservationLinks, reservationNotice, type ReservationEvent } from "./texts";

export type { ReservationEvent } from "./texts";

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The app path a click opens. */
  link?: string | null;
  reservationId?: number | null;
  /** Unique when set: a second write with the same key writes nothing (a job that ran twice). */
  dedupeKey?: string;
}

/**
 * THE way to tell a user something. Call it with the transaction of the event that causes
 * it: the notification exists exactly when the event committed. It also queues one push job
 * per device the user registered (`notifications.push`), in the same transaction; without
 * devices nothing is queued. Answers the row, or null when `dedupeKey` was used before.
 */
export async function notify(
  tx: Db,
  notification: NewNotification,
  { now }: { now: Date },
): Promise<NotificationRow | null> {
  const row = await insertNotification(tx, {
    userId: notification.userId,
    kind: notification.kind,
    title: notification.title,
    body: notification.body,
    link: notification.link ?? null,
    reservationId: notification.reservationId ?? null,
    dedupeKey: notification.dedupeKey ?? null,
    sentAt: now,
  });
  if (!row) return null;
  for (const device of await deviceTokensOf(tx, row.userId)) {
    const payload = { notificationId: row.id, deviceTokenId: device.id };
    await enqueueJob(tx, pushJob, payload, { now, key: pushJobKey(payload) });
  }
  return row;
}

/**
 * Tells the right person about an event on a reservation, in the caller's transaction:
 * new booking and a player's cancel → the facility's owner; confirmed, cancelled by the
 * owner, completed, refund, released hold and the reminder → the player. Nobody is told what
 * they did themselves (an owner's manual booking), and a manual booking has no player to tell:
 * then nothing is written and the answer is null. The reminder is written once per
 * reservation, however often its job runs.
 */
export async function notifyReservation(
  tx: Db,
  reservationId: number,
  event: ReservationEvent,
  { now }: { now: Date },
): Promise<NotificationRow | null> {
  const facts = await reservationFacts(tx, reservationId);
  if (!facts) return null;
  const notice = reservationNotice(event, facts);
  const userId = notice.recipient === "owner" ? facts.ownerId : facts.userId;
  if (userId === null || (notice.recipient === "owner" && facts.createdById === facts.ownerId)) return null;
  return notify(
    tx,
    {
      userId,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: reservationLinks[notice.recipient](reservationId),
      reservationId,
      dedupeKey: event.kind === "reservation_reminder" ? `reminder-${reservationId}` : undefined,
    },
    { now },
  );
}

/**
 * Tells the holder of an unverified claim on `phone` that another account verified the number
 * and the claim was dropped; in the verifying transaction. The link opens the profile.
 */
export async function notifyPhoneClaimDropped(
  tx: Db,
  userId: number,
  phone: string,
  { now }: { now: Date },
): Promise<NotificationRow | null> {
  return notify(
    tx,
    { userId, kind: "phone_claim_dropped", ...phoneClaimDroppedNotice(phone), link: "/user/profile" },
    { now },
  );
}
