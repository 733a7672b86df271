import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { reservations } from "../../db/schema";
import { defineJob, enqueueJob } from "../../jobs/define";
import { queueRefund, refundJob, refundJobKey } from "../payments/refund-job";
import { releaseExpiredHold } from "./holds";

/** The one pending expiry job of a held booking. */
export const holdJobKey = (reservationId: number) => `hold-${reservationId}`;

/**
 * Releases an unpaid card booking when its hold runs out: queued with the booking (same
 * transaction), due at `hold_expires_at`. With the row locked it cancels the booking
 * (`cancel_reason` `hold_expired`) if it is still pending and unpaid, which frees the hour, and
 * writes the player's 'hold_released' notification and queues the refund job in the same
 * transaction: that job cancels the payment intent still open
 * at the provider, so the card cannot be charged any more (a charge that slips through anyway
 * is refunded by the webhook, `paid_after_cancel`). A booking paid, confirmed or cancelled
 * meanwhile is left alone, so running the job twice changes nothing.
 */
export const holdExpiryJob = defineJob({
  kind: "reservations.expire-hold",
  payload: z.object({ reservationId: z.number().int().positive() }),
  run: async (deps, { reservationId }) => {
    const now = deps.clock.now();
    const outcome = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          status: reservations.status,
          paymentStatus: reservations.paymentStatus,
          holdExpiresAt: reservations.holdExpiresAt,
        })
        .from(reservations)
        .where(eq(reservations.id, reservationId))
        .for("update");
      if (!row || row.status !== "pending" || row.paymentStatus !== "unpaid" || !row.holdExpiresAt)
        return "unchanged";
      if (row.holdExpiresAt.getTime() > now.getTime()) return "early";
      // the player is told on /user/reservations (and by push), with the release
      await releaseExpiredHold(tx, reservationId, now);
      await queueRefund(tx, reservationId, "reservation_cancelled", { now });
      return "released";
    });
    // Due exactly at the expiry, so only a clock set back lands here: try again later.
    if (outcome === "early") throw new Error(`the hold of reservation ${reservationId} has not expired yet`);
    if (outcome === "released") {
      deps.log.info({ reservationId }, "unpaid card hold released");
      await deps.jobs.runNow(refundJob.kind, refundJobKey({ reservationId }));
    }
  },
});

/** Queues the expiry of a new card hold in the booking's transaction, due when the hold ends. */
export async function queueHoldExpiry(
  tx: Db,
  reservationId: number,
  { now, expiresAt }: { now: Date; expiresAt: Date },
): Promise<void> {
  const delaySeconds = Math.max(0, (expiresAt.getTime() - now.getTime()) / 1000);
  await enqueueJob(
    tx,
    holdExpiryJob,
    { reservationId },
    { now, key: holdJobKey(reservationId), delaySeconds },
  );
}
