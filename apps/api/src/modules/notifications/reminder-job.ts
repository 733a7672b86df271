import { z } from "zod";
import type { Db } from "../../db/client";
import { defineJob, enqueueJob } from "../../jobs/define";
import { notifyReservation } from "./notify";
import { reservationFacts } from "./repo";

/** The player hears about the match this long before it starts (issue 14: 3 hours). */
export const REMINDER_LEAD_SECONDS = 3 * 60 * 60;

/**
 * The reminder before the match. Queued with the booking, due 3 hours before the start; when
 * it runs, a reservation that is still pending or confirmed, has a player and has not started
 * gets one notification (`reminder-<id>` keeps it to one even if the job runs twice; the
 * jobs queue runs it on one process only).
 */
export const reminderJob = defineJob({
  kind: "notifications.reminder",
  payload: z.object({ reservationId: z.number().int().positive() }),
  maxAttempts: 10,
  run: async (deps, { reservationId }) => {
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const facts = await reservationFacts(tx, reservationId);
      if (!facts || (facts.status !== "pending" && facts.status !== "confirmed")) return;
      if (facts.startsAt.getTime() <= now.getTime()) return;
      await notifyReservation(tx, reservationId, { kind: "reservation_reminder" }, { now });
    });
  },
});

/**
 * Queues the reminder in the booking's transaction. A booking made less than 3 hours before
 * its start gets none: the player has just booked it.
 */
export async function queueReminder(
  tx: Db,
  reservation: { id: number; startsAt: Date },
  { now }: { now: Date },
): Promise<void> {
  const delaySeconds = (reservation.startsAt.getTime() - now.getTime()) / 1000 - REMINDER_LEAD_SECONDS;
  if (delaySeconds <= 0) return;
  await enqueueJob(
    tx,
    reminderJob,
    { reservationId: reservation.id },
    { now, delaySeconds, key: `reservation-${reservation.id}` },
  );
}
