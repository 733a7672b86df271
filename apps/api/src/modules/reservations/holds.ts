import type { ReservationStatus } from "@halisaha/data/contract";
import type { Db } from "../../db/client";
import { notifyReservation } from "../notifications/notify";
import { changeStatus, releaseHold } from "./repo";

/** What the hold rules read of a reservation. */
export interface HeldReservation {
  id: number;
  status: ReservationStatus;
  /** Set on a card booking's hold; null for every other booking. */
  holdExpiresAt: Date | null;
}

/**
 * Cancels a card hold that ran out unpaid (or was paid too late) and tells the player
 * ('hold_released'), in the caller's transaction; nothing when it is no longer pending.
 */
export async function releaseExpiredHold(tx: Db, reservationId: number, now: Date): Promise<void> {
  if (await releaseHold(tx, reservationId, now))
    await notifyReservation(tx, reservationId, { kind: "hold_released" }, { now });
}

/**
 * What a payment does to a reservation, asked by the payments module in the transaction that
 * records the payment: a `pending` card hold paid within its hold is confirmed (the player is
 * told); paid after it (before the expiry job ran) it is released as the job would, and the
 * caller refunds the money. Any other reservation is left as it is. Answers its status after.
 */
export async function settleHoldOnPayment(
  tx: Db,
  reservation: HeldReservation,
  now: Date,
): Promise<ReservationStatus> {
  if (reservation.status !== "pending" || reservation.holdExpiresAt === null) return reservation.status;
  if (reservation.holdExpiresAt.getTime() > now.getTime()) {
    await changeStatus(tx, reservation.id, "pending", "confirmed", now);
    await notifyReservation(tx, reservation.id, { kind: "reservation_confirmed" }, { now });
    return "confirmed";
  }
  await releaseExpiredHold(tx, reservation.id, now);
  return "cancelled";
}
