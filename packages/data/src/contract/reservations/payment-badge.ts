/**
 * The money badge of a reservation, without zod: what a player reads about the money of one
 * booking, by payment method and state. The reservation card and the booking pages show it.
 */
import { paymentStatusLabels } from "../enums/payment-status";

/** What a reservation's money badge says, by payment method and state. */
export type PaymentBadgeKind =
  "cardDue" | "atFacility" | "depositPaid" | "partiallyPaid" | "paid" | "refundPending";

/** What the money badge says: a payment status's name where it says one, else its own words. */
export const paymentBadgeLabels: Record<PaymentBadgeKind, string> = {
  cardDue: paymentStatusLabels.unpaid,
  atFacility: "Tesiste ödenecek",
  depositPaid: "Kapora ödendi",
  partiallyPaid: paymentStatusLabels.partially_paid,
  paid: paymentStatusLabels.paid,
  refundPending: "İade bekleniyor",
};

/** The reservation fields the money badge reads. */
export type PaymentMoney = {
  /** pending, confirmed, completed, cancelled */
  status: string;
  /** unpaid, partially_paid, paid */
  paymentStatus: string;
  /** creditCard, onsite */
  paymentMethod: string;
  paidAmount: number;
  depositAmount: number;
};

/**
 * The money badge of a reservation, or null for none: a cancelled one shows only money still to
 * come back ('İade bekleniyor'); a paid one 'Ödendi'; a paid deposit 'Kapora ödendi' (other part
 * payments 'Kısmi Ödeme'); nothing paid reads 'Tesiste ödenecek' for on-site payment and
 * 'Ödeme Bekliyor' for a card.
 */
export function paymentBadgeOf(money: PaymentMoney): PaymentBadgeKind | null {
  if (money.status === "cancelled") return money.paidAmount > 0 ? "refundPending" : null;
  if (money.paymentStatus === "paid") return "paid";
  if (money.paymentStatus === "partially_paid")
    return money.depositAmount > 0 && money.paidAmount + 0.005 >= money.depositAmount
      ? "depositPaid"
      : "partiallyPaid";
  return money.paymentMethod === "onsite" ? "atFacility" : "cardDue";
}
