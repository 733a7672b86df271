import { z } from "zod";
import { refundReasons, type RefundReason } from "../../adapters/payments";
import type { Db } from "../../db/client";
import { defineJob, enqueueJob } from "../../jobs/define";
import { refundReservation } from "./refunds";

/**
 * The money owed back on a cancelled reservation (`refundReservation`), retried with backoff
 * until the provider has refunded it: the provider's idempotency keys make a repeated run ask
 * for the same refund, and the `refunds` rows make it count once.
 */
export const refundJob = defineJob({
  kind: "payments.refund",
  payload: z.object({
    reservationId: z.number().int().positive(),
    reason: z.enum(refundReasons),
  }),
  run: (deps, { reservationId, reason }) => refundReservation(deps, reservationId, reason),
});

/** One pending refund job per cause: `reservation-<id>` for the cancel, `intent-<id>` for a late payment. */
export function refundJobKey(cause: { reservationId: number } | { intentId: string }): string {
  return "intentId" in cause ? `intent-${cause.intentId}` : `reservation-${cause.reservationId}`;
}

/**
 * Queues the refund in the transaction that cancels the reservation (or records a payment
 * that landed on a cancelled one), so a crash after the commit cannot lose it. After the
 * commit, `deps.jobs.runNow(refundJob.kind, refundJobKey(cause))` carries it out at once.
 */
export async function queueRefund(
  tx: Db,
  reservationId: number,
  reason: RefundReason,
  { now, intentId }: { now: Date; intentId?: string },
): Promise<void> {
  const key = refundJobKey(intentId === undefined ? { reservationId } : { intentId });
  await enqueueJob(tx, refundJob, { reservationId, reason }, { now, key });
}
