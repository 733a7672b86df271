import { paymentMessages, paymentStatusFor } from "@halisaha/data/contract";
import type { FastifyBaseLogger } from "fastify";
import { PaymentProviderError, type RefundReason } from "../../adapters/payments";
import { serviceUnavailable } from "../../http/errors";
import type { ModuleDeps } from "../../deps";
import { notifyReservation } from "../notifications/notify";
import { toKurus, toLira } from "./money";
import {
  addRefundedAmount,
  cancelPayment,
  insertRefund,
  lockReservation,
  payablePaymentsOf,
  refundablePaymentsOf,
  setReservationPaid,
  type PaymentRow,
} from "./repo";

/**
 * Gives a cancelled reservation's money back, and makes sure no more can arrive:
 *
 * 1. every intent of the reservation that could still be paid (open, or failed and retryable)
 *    is cancelled at the provider and marked `canceled`; a cancel the provider refuses (the
 *    intent was paid a moment ago) is only logged: its `payment_intent.succeeded` event then
 *    comes through the webhook, which refunds it (`paid_after_cancel`);
 * 2. every succeeded payment with money not yet refunded is refunded in full through the
 *    provider with the idempotency key `refund-<intent id>-<kuruş refunded so far>`, so a retry
 *    or a concurrent caller (the cancel endpoint and the webhook) asks for the same refund; the
 *    `refunds` row is unique per provider refund id, so the amounts move once:
 *    `payments.refunded_amount` grows, `reservations.paid_amount` shrinks by the refund and
 *    `payment_status` follows it (`paymentStatusFor`): after a full refund the reservation reads
 *    `paidAmount: 0, paymentStatus: "unpaid"` beside `status: "cancelled"`: the facility holds
 *    none of the user's money.
 *
 * Safe to call any number of times, also when nothing was paid. Call it after the cancelling
 * transaction has committed. When the provider cannot be reached it throws the 503 HttpError
 * (`paymentMessages.providerUnavailable`); what was refunded stays recorded and a later call
 * refunds the rest.
 */
/** What a refund uses: the database, the clock, the log and the payment provider. */
export type RefundDeps = Pick<ModuleDeps, "db" | "clock" | "log" | "payments">;

export async function refundReservation(
  deps: RefundDeps,
  reservationId: number,
  reason: "reservation_cancelled" | "paid_after_cancel",
): Promise<void> {
  const log = deps.log.child({ reservationId, reason });

  for (const payment of await payablePaymentsOf(deps.db, reservationId)) {
    try {
      await deps.payments.cancelIntent(payment.intentId, `cancel-${payment.intentId}`);
      await cancelPayment(deps.db, payment.id, deps.clock.now());
      log.info({ intentId: payment.intentId }, "payment intent cancelled with its reservation");
    } catch (error) {
      log.warn({ err: error, intentId: payment.intentId }, "payment intent not cancelled");
    }
  }

  for (const payment of await refundablePaymentsOf(deps.db, reservationId)) {
    await refundPayment(deps, payment, reason, log);
  }
}

async function refundPayment(
  deps: RefundDeps,
  payment: PaymentRow,
  reason: RefundReason,
  log: FastifyBaseLogger,
): Promise<void> {
  const refundedKurus = toKurus(payment.refundedAmount);
  const amountKurus = toKurus(payment.amount) - refundedKurus;
  if (amountKurus <= 0) return;

  let refund;
  try {
    refund = await deps.payments.refund({
      intentId: payment.intentId,
      amountKurus,
      idempotencyKey: `refund-${payment.intentId}-${refundedKurus}`,
      reason,
    });
  } catch (error) {
    log.error({ err: error, intentId: payment.intentId }, "refund failed");
    if (error instanceof PaymentProviderError) throw serviceUnavailable(paymentMessages.providerUnavailable);
    throw error;
  }
  if (refund.status === "failed" || refund.status === "canceled") {
    log.error({ intentId: payment.intentId, refundId: refund.id, status: refund.status }, "refund refused");
    throw serviceUnavailable(paymentMessages.providerUnavailable);
  }

  const amount = toLira(refund.amountKurus);
  const recorded = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const reservation = await lockReservation(tx, payment.reservationId);
    const inserted = await insertRefund(tx, {
      paymentId: payment.id,
      providerRefundId: refund.id,
      amount,
      reason,
      createdAt: now,
    });
    if (!inserted) return false;
    await addRefundedAmount(tx, payment.id, amount, now);
    await notifyReservation(tx, payment.reservationId, { kind: "refund_issued", amount }, { now });
    if (reservation) {
      const paidKurus = Math.max(0, toKurus(reservation.paidAmount) - refund.amountKurus);
      await setReservationPaid(tx, reservation.id, {
        paidAmount: toLira(paidKurus),
        paymentStatus: paymentStatusFor(toLira(paidKurus), reservation.totalPrice),
        now,
      });
    }
    return true;
  });
  if (recorded) log.info({ intentId: payment.intentId, refundId: refund.id, amount }, "payment refunded");
}
