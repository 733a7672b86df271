import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paymentEvents, payments, refunds, reservations } from "../../db/schema";

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** What the payment rules read of a reservation. */
export interface PayableReservation {
  id: number;
  reservationNumber: string;
  userId: number | null;
  status: (typeof reservations.$inferSelect)["status"];
  paymentStatus: (typeof reservations.$inferSelect)["paymentStatus"];
  paymentMethod: (typeof reservations.$inferSelect)["paymentMethod"];
  holdExpiresAt: Date | null;
  cancelReason: (typeof reservations.$inferSelect)["cancelReason"];
  startsAt: Date;
  totalPrice: number;
  depositAmount: number;
  paidAmount: number;
}

const payableColumns = {
  id: reservations.id,
  reservationNumber: reservations.reservationNumber,
  userId: reservations.userId,
  status: reservations.status,
  paymentStatus: reservations.paymentStatus,
  paymentMethod: reservations.paymentMethod,
  holdExpiresAt: reservations.holdExpiresAt,
  cancelReason: reservations.cancelReason,
  startsAt: reservations.startsAt,
  totalPrice: reservations.totalPrice,
  depositAmount: reservations.depositAmount,
  paidAmount: reservations.paidAmount,
};

/** Statuses of an intent that can still be paid at the provider (a failed card may be retried). */
export const payableIntentStatuses = ["requires_payment", "failed"] as const;

export async function findReservation(db: Db, id: number): Promise<PayableReservation | undefined> {
  const [row] = await db.select(payableColumns).from(reservations).where(eq(reservations.id, id));
  return row;
}

/** The reservation row, locked until the transaction ends (payment effects serialise on it). */
export async function lockReservation(tx: Db, id: number): Promise<PayableReservation | undefined> {
  const [row] = await tx
    .select(payableColumns)
    .from(reservations)
    .where(eq(reservations.id, id))
    .for("update");
  return row;
}

export async function setReservationPaid(
  tx: Db,
  id: number,
  values: { paidAmount: number; paymentStatus: PayableReservation["paymentStatus"]; now: Date },
): Promise<void> {
  await tx
    .update(reservations)
    .set({ paidAmount: values.paidAmount, paymentStatus: values.paymentStatus, updatedAt: values.now })
    .where(eq(reservations.id, id));
}

/** The reservation's open (`requires_payment`) intent; the partial unique index allows one. */
export async function findOpenPayment(db: Db, reservationId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), eq(payments.status, "requires_payment")));
  return row;
}

export async function findPaymentByIntent(db: Db, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.intentId, intentId));
  return row;
}

export async function lockPaymentByIntent(tx: Db, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.intentId, intentId)).for("update");
  return row;
}

/** How many of the reservation's intents were cancelled: part of the next intent's idempotency key. */
export async function countCanceledPayments(db: Db, reservationId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), eq(payments.status, "canceled")));
  return row?.count ?? 0;
}

/**
 * Inserts the intent's row unless its intent id is known or the reservation already has an
 * open intent (a concurrent request won): then nothing is written and undefined comes back.
 */
export async function insertPayment(db: Db, values: NewPayment): Promise<PaymentRow | undefined> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

/** A failed intent the provider handed back again (same idempotency key) is open again. */
export async function reopenPayment(db: Db, id: number, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: "requires_payment", updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, "failed")))
    .returning();
  return row;
}

export async function setPaymentStatus(
  tx: Db,
  id: number,
  status: PaymentRow["status"],
  now: Date,
): Promise<void> {
  await tx
    .update(payments)
    .set({ status, updatedAt: now, ...(status === "succeeded" ? { succeededAt: now } : {}) })
    .where(eq(payments.id, id));
}

/**
 * Marks an intent cancelled unless it has settled meanwhile: a success that committed a
 * moment earlier is never overwritten (its money must stay refundable).
 */
export async function cancelPayment(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: "canceled", updatedAt: now })
    .where(and(eq(payments.id, id), inArray(payments.status, payableIntentStatuses)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Intents of the reservation that could still take money (open, or failed and retryable). */
export async function payablePaymentsOf(db: Db, reservationId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), inArray(payments.status, payableIntentStatuses)))
    .orderBy(payments.id);
}

/** Succeeded intents of the reservation with money not yet refunded. */
export async function refundablePaymentsOf(db: Db, reservationId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reservationId, reservationId),
        eq(payments.status, "succeeded"),
        sql`${payments.refundedAmount} < ${payments.amount}`,
      ),
    )
    .orderBy(payments.id);
}

/**
 * Records a provider refund once: the provider's refund id is unique, so a second call with
 * the same refund (a retry, a concurrent caller) inserts nothing and answers false.
 */
export async function insertRefund(
  tx: Db,
  values: { paymentId: number; providerRefundId: string; amount: number; reason: string; createdAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(refunds)
    .values(values)
    .onConflictDoNothing({ target: refunds.providerRefundId })
    .returning({ id: refunds.id });
  return rows.length > 0;
}

export async function addRefundedAmount(tx: Db, paymentId: number, amount: number, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ refundedAmount: sql`${payments.refundedAmount} + ${amount}`, updatedAt: now })
    .where(eq(payments.id, paymentId));
}

/**
 * Records a provider event id; false when it was recorded before (a replay). Call it first in
 * the transaction that applies the event, so the effect and the record commit together.
 */
export async function recordEvent(
  tx: Db,
  values: { eventId: string; type: string; intentId: string | null; receivedAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

/** Refunded lira per reservation (for screens that show what was paid back). */
export async function refundedAmountsOf(
  db: Db,
  reservationIds: readonly number[],
): Promise<Map<number, number>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .select({
      reservationId: payments.reservationId,
      refunded: sql<string>`sum(${payments.refundedAmount})`,
    })
    .from(payments)
    .where(inArray(payments.reservationId, [...reservationIds]))
    .groupBy(payments.reservationId);
  return new Map(rows.map((row) => [row.reservationId, Number(row.refunded)]));
}
