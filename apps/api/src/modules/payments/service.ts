import {
  amountDue,
  paymentMessages,
  paymentRefusal,
  paymentStatusFor,
  reservationMessages,
  type PaymentIntentData,
} from "@halisaha/data/contract";
import {
  isSimulated,
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentEvent,
  type ProviderIntent,
} from "../../adapters/payments";
import type { ModuleDeps } from "../../deps";
import { violatedUniqueConstraint } from "../../db/errors";
import { badRequest, conflict, HttpError, notFound, serviceUnavailable } from "../../http/errors";
import { settleHoldOnPayment } from "../reservations/holds";
import type { UserRow } from "../users/repo";
import { notifyReservation } from "../notifications/notify";
import { CURRENCY, toKurus, toLira } from "./money";
import { queueRefund, refundJob, refundJobKey } from "./refund-job";
import {
  cancelPayment,
  countCanceledPayments,
  findOpenPayment,
  findPaymentByIntent,
  findReservation,
  insertPayment,
  lockPaymentByIntent,
  lockReservation,
  recordEvent,
  reopenPayment,
  setPaymentStatus,
  setReservationPaid,
  type PayableReservation,
  type PaymentRow,
} from "./repo";

/** What a verified event did; the webhook answers 200 in every case. */
export type EventOutcome = "applied" | "replayed" | "unchanged" | "ignored_type" | "unknown_intent";

/** The event types that change anything; Stripe may deliver others, they are acknowledged. */
const handledTypes = new Set([
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
]);

export type PaymentsDeps = Pick<ModuleDeps, "db" | "clock" | "log" | "jobs" | "payments">;

export function createPaymentsService({ db, clock, log, jobs, payments: provider }: PaymentsDeps) {
  /** A provider that cannot be reached or refuses is the user's 503, logged in full here. */
  async function providerCall<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      log.error({ err: error }, "payment provider call failed");
      throw serviceUnavailable(paymentMessages.providerUnavailable);
    }
  }

  /**
   * The reservation's open intent for what it owes now, made once: an open intent for the same
   * amount is answered again; one for another amount is cancelled and replaced.
   */
  async function createIntent(user: UserRow, reservationId: number): Promise<PaymentIntentData> {
    const reservation = await findReservation(db, reservationId);
    if (!reservation || reservation.userId !== user.id) throw notFound(reservationMessages.notFound);
    const refusal = paymentRefusal(reservation, clock.now());
    if (refusal !== null) throw conflict(refusal);
    const amountKurus = toKurus(amountDue(reservation));
    if (amountKurus <= 0) throw conflict(paymentMessages.alreadyPaid);

    const open = await findOpenPayment(db, reservation.id);
    if (open && toKurus(open.amount) === amountKurus && open.provider === provider.mode) return present(open);
    if (open) await cancelOpenIntent(open);

    const attempt = await countCanceledPayments(db, reservation.id);
    const intent = await providerCall(() =>
      provider.createIntent({
        amountKurus,
        currency: CURRENCY,
        reservationId: reservation.id,
        idempotencyKey: idempotencyKeyFor(reservation, amountKurus, attempt),
        metadata: { reservationNumber: reservation.reservationNumber },
        description: `Halısaha rezervasyonu ${reservation.reservationNumber}`,
      }),
    );
    return present(await storeIntent(reservation, intent, amountKurus));
  }

  /**
   * Keeps the provider's intent as the reservation's open payment. When the row cannot be
   * inserted a concurrent request stored it (same idempotency key, same intent) or stored
   * another open intent first; either way the reservation keeps exactly one.
   */
  async function storeIntent(
    reservation: PayableReservation,
    intent: ProviderIntent,
    amountKurus: number,
  ): Promise<PaymentRow> {
    const now = clock.now();
    const inserted = await insertPayment(db, {
      reservationId: reservation.id,
      provider: provider.mode,
      intentId: intent.id,
      clientSecret: intent.clientSecret,
      amount: toLira(amountKurus),
      currency: CURRENCY,
      status: "requires_payment",
      createdAt: now,
      updatedAt: now,
    });
    if (inserted) return inserted;

    const known = await findPaymentByIntent(db, intent.id);
    if (known?.status === "requires_payment") return known;
    if (known?.status === "failed") {
      // Stripe keeps a declined intent payable; the same key handed it back, so it is open again.
      const reopened = await reopenPayment(db, known.id, now).catch((error: unknown) => {
        if (violatedUniqueConstraint(error) === undefined) throw error;
        return undefined;
      });
      if (reopened) return reopened;
    }
    if (known?.status === "succeeded") throw conflict(paymentMessages.alreadyPaid);
    if (known?.status === "canceled") throw conflict(paymentMessages.notPayable);

    const winner = await findOpenPayment(db, reservation.id);
    if (!winner) throw new Error(`payment intent ${intent.id} was neither stored nor found`);
    if (winner.intentId !== intent.id)
      await provider.cancelIntent(intent.id, `cancel-${intent.id}`).catch((error: unknown) => {
        log.warn({ err: error, intentId: intent.id }, "surplus payment intent not cancelled");
      });
    return winner;
  }

  /** An open intent for an amount no longer due: cancelled at its provider, then here. */
  async function cancelOpenIntent(open: PaymentRow): Promise<void> {
    // An intent of the other mode (the configuration changed) cannot be reached any more.
    if (open.provider === provider.mode)
      await providerCall(() => provider.cancelIntent(open.intentId, `cancel-${open.intentId}`));
    await cancelPayment(db, open.id, clock.now());
  }

  function present(row: PaymentRow): PaymentIntentData {
    return {
      clientSecret: row.clientSecret,
      paymentIntentId: row.intentId,
      reservationId: row.reservationId,
      amount: row.amount,
      currency: CURRENCY,
      mode: row.provider,
    };
  }

  /**
   * A webhook delivery: the signature over the raw bytes first (400 when it fails), then the
   * event, exactly once.
   */
  async function handleDelivery(
    rawBody: unknown,
    signatureHeader: string | undefined,
  ): Promise<EventOutcome> {
    let event: PaymentEvent;
    try {
      if (!Buffer.isBuffer(rawBody) && typeof rawBody !== "string")
        throw new WebhookSignatureError("no body");
      event = provider.verifyWebhook(rawBody, signatureHeader);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      log.warn({ reason: error.message }, "payment webhook refused");
      throw badRequest(paymentMessages.webhookSignatureInvalid);
    }
    const outcome = await applyEvent(event);
    log.info({ eventId: event.id, type: event.type, intentId: event.intent?.id, outcome }, "payment event");
    return outcome;
  }

  /**
   * Applies a verified event once. In one transaction, with the reservation locked: the event
   * id goes into payment_events first (a replay stops there), then the effect. Events arrive
   * in any order, so each effect checks the intent's state: a success counts once and nothing
   * undoes it; a failure or cancellation only closes an intent that is still open. A payment
   * that lands on a cancelled reservation queues its refund job in the same transaction; the
   * job runs right after the commit and, if the provider fails, again with backoff (a replay
   * also runs it at once).
   */
  async function applyEvent(event: PaymentEvent): Promise<EventOutcome> {
    const intent = event.intent;
    if (!intent || !handledTypes.has(event.type)) return "ignored_type";
    const known = await findPaymentByIntent(db, intent.id);
    // Intents this API did not create (another integration on the account) are not ours to count.
    if (!known) return "unknown_intent";

    const { outcome, reservation } = await db.transaction(async (tx) => {
      const reservation = await lockReservation(tx, known.reservationId);
      const now = clock.now();
      const fresh = await recordEvent(tx, {
        eventId: event.id,
        type: event.type,
        intentId: intent.id,
        receivedAt: now,
      });
      if (!fresh) return { outcome: "replayed" as const, reservation };
      const payment = await lockPaymentByIntent(tx, intent.id);
      if (!payment || !reservation) return { outcome: "unchanged" as const, reservation };

      switch (event.type) {
        case "payment_intent.succeeded": {
          if (payment.status === "succeeded") return { outcome: "unchanged" as const, reservation };
          if (intent.currency !== payment.currency) {
            log.error(
              { intentId: intent.id, currency: intent.currency },
              "payment in an unexpected currency",
            );
            return { outcome: "unchanged" as const, reservation };
          }
          // What the provider collected counts, whatever anyone asked for.
          const receivedKurus = intent.amountReceivedKurus;
          if (receivedKurus !== toKurus(payment.amount))
            log.warn(
              { intentId: intent.id, receivedKurus, amount: payment.amount },
              "received amount differs from the intent",
            );
          const paidKurus = toKurus(reservation.paidAmount) + receivedKurus;
          if (toKurus(reservation.paidAmount) >= toKurus(reservation.totalPrice))
            log.warn(
              { reservationId: reservation.id, intentId: intent.id },
              "payment for a reservation already paid in full",
            );
          await setPaymentStatus(tx, payment.id, "succeeded", now);
          const paid = {
            paidAmount: toLira(paidKurus),
            paymentStatus: paymentStatusFor(toLira(paidKurus), reservation.totalPrice),
          };
          await setReservationPaid(tx, reservation.id, { ...paid, now });
          // A held card booking: paid within the hold it is confirmed; paid after it, released.
          const status = await settleHoldOnPayment(tx, reservation, now);
          if (status === "cancelled" && reservation.status === "pending")
            log.warn(
              { reservationId: reservation.id },
              "payment arrived after the hold expired; refunding it",
            );
          // Money that lands on a cancelled reservation goes back: owed in this transaction.
          if (status === "cancelled")
            await queueRefund(tx, reservation.id, "paid_after_cancel", { now, intentId: intent.id });
          else
            await notifyReservation(
              tx,
              reservation.id,
              { kind: "payment_received", amount: toLira(receivedKurus) },
              { now },
            );
          return { outcome: "applied" as const, reservation: { ...reservation, ...paid, status } };
        }
        case "payment_intent.payment_failed": {
          if (payment.status !== "requires_payment") return { outcome: "unchanged" as const, reservation };
          await setPaymentStatus(tx, payment.id, "failed", now);
          return { outcome: "applied" as const, reservation };
        }
        default: {
          // payment_intent.canceled (by us, by the dashboard, or by Stripe's own expiry).
          if (payment.status !== "requires_payment" && payment.status !== "failed")
            return { outcome: "unchanged" as const, reservation };
          await setPaymentStatus(tx, payment.id, "canceled", now);
          return { outcome: "applied" as const, reservation };
        }
      }
    });

    // The refund job is queued; run it now so the money goes back at once when the provider
    // answers. When it does not, the job retries on its own (a redelivery also tries again).
    if (reservation?.status === "cancelled" && event.type === "payment_intent.succeeded")
      await jobs.runNow(refundJob.kind, refundJobKey({ intentId: intent.id }));
    return outcome;
  }

  /**
   * Test mode's card form: the simulated provider confirms the intent and emits the signed
   * event, which goes through the webhook's own handler. 402 for the declined test card.
   */
  async function confirmTestPayment(
    user: UserRow,
    body: { paymentIntentId: string; cardNumber: string },
  ): Promise<{ status: "succeeded"; paymentIntentId: string }> {
    if (!isSimulated(provider)) throw notFound(paymentMessages.testModeOnly);
    const payment = await findPaymentByIntent(db, body.paymentIntentId);
    const reservation = payment ? await findReservation(db, payment.reservationId) : undefined;
    if (!payment || payment.provider !== "test" || !reservation || reservation.userId !== user.id)
      throw notFound(paymentMessages.intentNotFound);
    const succeeded = { status: "succeeded" as const, paymentIntentId: payment.intentId };
    if (payment.status === "succeeded") return succeeded;
    if (payment.status === "canceled") throw conflict(paymentMessages.notPayable);
    // Stripe would take the money and the webhook give it back; the simulation says no at once.
    const refusal = paymentRefusal(reservation, clock.now());
    if (refusal !== null) {
      // A double submit: the other request paid THIS intent between our two reads, so the
      // reservation looks paid. That is this confirmation's own result, not a refusal.
      if ((await findPaymentByIntent(db, payment.intentId))?.status === "succeeded") return succeeded;
      throw conflict(refusal);
    }

    const delivery = provider.confirmWithCard(
      {
        id: payment.intentId,
        amountKurus: toKurus(payment.amount),
        currency: payment.currency,
        metadata: { reservationId: String(reservation.id), reservationNumber: reservation.reservationNumber },
      },
      body.cardNumber,
    );
    await handleDelivery(Buffer.from(delivery.rawBody), delivery.signatureHeader);
    if (delivery.outcome === "declined") throw new HttpError(402, paymentMessages.cardDeclined);
    return succeeded;
  }

  return { createIntent, handleDelivery, confirmTestPayment };
}

/**
 * One key per (reservation, amount paid so far, amount due, intents cancelled before): a retry
 * or a concurrent request gets the same intent; a new amount, or a new attempt after a
 * cancellation, a new one. The reservation number keeps keys apart when a database is reset
 * while the Stripe account (and its 24-hour key memory) stays.
 */
function idempotencyKeyFor(reservation: PayableReservation, amountKurus: number, attempt: number): string {
  return `reservation-${reservation.id}-${reservation.reservationNumber}-${toKurus(reservation.paidAmount)}-${amountKurus}-${attempt}`;
}
