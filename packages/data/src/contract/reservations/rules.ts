/**
 * The reservation rules shared by the API (enforcement) and the web (what to offer), without
 * zod: transitions, holds, paying, rebooking and the amounts a payment asks.
 */
import type { PaymentMethod } from "../enums/payment-method";
import type { PaymentStatus } from "../enums/payment-status";
import type { ReservationStatus } from "../enums/reservation-status";
import { paymentMessages } from "../payments/messages";

/** Why the system (not a person) cancelled a reservation. */
export const cancelReasons = ["hold_expired"] as const;
export type CancelReason = (typeof cancelReasons)[number];

export type ReservationAction = "confirm" | "cancel" | "complete";
/** Who acts: the booking user, or the facility's owner (an admin acts as an owner). */
export type ReservationActor = "user" | "owner";

type RuleInput = { status: ReservationStatus; startsAt: string | Date };

const started = (r: RuleInput, now: Date) => new Date(r.startsAt).getTime() <= now.getTime();

/**
 * The server contract's transitions. Owner: pending → confirmed; pending → cancelled;
 * confirmed → cancelled while the start is ahead; confirmed → completed once it has
 * started. User: pending or confirmed → cancelled while the start is ahead.
 */
export function canTransition(
  actor: ReservationActor,
  action: ReservationAction,
  r: RuleInput,
  now = new Date(),
): boolean {
  if (actor === "user")
    return action === "cancel" && (r.status === "pending" || r.status === "confirmed") && !started(r, now);
  switch (action) {
    case "confirm":
      return r.status === "pending";
    case "cancel":
      return r.status === "pending" || (r.status === "confirmed" && !started(r, now));
    case "complete":
      return r.status === "confirmed" && started(r, now);
  }
}

/** The status an action leads to. */
export const statusAfter: Record<ReservationAction, ReservationStatus> = {
  confirm: "confirmed",
  cancel: "cancelled",
  complete: "completed",
};

type PayInput = RuleInput & {
  paymentStatus: PaymentStatus;
  paymentMethod?: PaymentMethod;
  holdExpiresAt?: string | Date | null;
};

/** An unpaid card booking whose hold has not run out yet (it is `pending` until paid). */
export function isHeld(r: PayInput, now = new Date()): boolean {
  return (
    r.status === "pending" &&
    r.paymentStatus === "unpaid" &&
    r.holdExpiresAt !== undefined &&
    r.holdExpiresAt !== null &&
    new Date(r.holdExpiresAt).getTime() > now.getTime()
  );
}

/**
 * Whether the user may pay now (widened): unpaid, the start ahead, and either
 * confirmed or a card booking still within its hold (paying it confirms it).
 */
export function canPay(r: PayInput, now = new Date()): boolean {
  if (r.paymentStatus !== "unpaid" || started(r, now)) return false;
  return r.status === "confirmed" || isHeld(r, now);
}

/**
 * Why paying is not possible now, in Turkish (the payment page and the API's 409 say the same),
 * or null when `canPay` allows it.
 */
export function paymentRefusal(
  r: PayInput & { cancelReason?: CancelReason | null },
  now = new Date(),
): string | null {
  if (canPay(r, now)) return null;
  if (r.status === "cancelled")
    return r.cancelReason === "hold_expired" ? paymentMessages.holdExpired : paymentMessages.cancelled;
  if (r.paymentStatus !== "unpaid") return paymentMessages.alreadyPaid;
  if (r.status === "completed" || started(r, now)) return paymentMessages.started;
  if (r.holdExpiresAt) return paymentMessages.holdExpired;
  return paymentMessages.awaitingOwner;
}

/** Rebooking is offered when the reservation is completed or its end has passed. */
export function canRebook(
  r: { status: ReservationStatus; endsAt: string | Date },
  now = new Date(),
): boolean {
  return r.status === "completed" || new Date(r.endsAt).getTime() <= now.getTime();
}

/** What is left to pay of `totalPrice` after `paidAmount`, to the kuruş; never below 0. */
export function amountLeft(totalPrice: number, paidAmount: number): number {
  return Math.max(0, Math.round((totalPrice - paidAmount) * 100) / 100);
}

/** The amount a card payment asks now: the deposit when there is one and nothing is paid, else the rest. */
export function amountDue(r: { totalPrice: number; depositAmount: number; paidAmount: number }): number {
  if (r.paidAmount <= 0 && r.depositAmount > 0) return r.depositAmount;
  return amountLeft(r.totalPrice, r.paidAmount);
}

/** The payment status after `paidAmount` of `totalPrice` has been paid. */
export function paymentStatusFor(paidAmount: number, totalPrice: number): PaymentStatus {
  if (paidAmount <= 0) return "unpaid";
  return paidAmount + 0.005 >= totalPrice ? "paid" : "partially_paid";
}
