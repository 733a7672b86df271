import { WalletIcon } from "lucide-react";
import { MappedBadge, type BadgeTone, type StatusBadgeBaseProps } from "../../display/badge/mapped-badge";

/** The payment statuses a reservation can have. */
export type PaymentStatusValue = "unpaid" | "partially_paid" | "paid";

/** Turkish texts of the payment statuses (a copy of the contract's: ui does not import data). */
export const paymentStatusLabels: Record<PaymentStatusValue, string> = {
  unpaid: "Ödeme Bekliyor",
  partially_paid: "Kısmi Ödeme",
  paid: "Ödendi",
};

const tones: Record<PaymentStatusValue, BadgeTone> = {
  unpaid: "warning",
  partially_paid: "info",
  paid: "success",
};

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

const badgeTones: Record<PaymentBadgeKind, BadgeTone> = {
  cardDue: "warning",
  atFacility: "neutral",
  depositPaid: "info",
  partiallyPaid: "info",
  paid: "success",
  refundPending: "warning",
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

export type PaymentStatusBadgeProps = StatusBadgeBaseProps<PaymentStatusValue> & {
  /** The reservation's payment status; an unknown value is shown as it is, in the neutral tone. */
  status: string;
  /**
   * The reservation's method, state and amounts: the badge then says what happens with the
   * money (`paymentBadgeOf`) and renders nothing where there is nothing to say.
   */
  money?: PaymentMoney;
  /**
   * Shows a wallet icon before the text, which tells it apart from the reservation's StatusBadge.
   * @default true
   */
  icon?: boolean;
};

/**
 * A reservation's payment status: 'Ödeme Bekliyor' (warning), 'Kısmi Ödeme' (info), 'Ödendi'
 * (success). With `money` it follows method and state instead ('Tesiste ödenecek', 'Kapora
 * ödendi', 'İade bekleniyor', or nothing for a cancelled booking without money).
 * `data-status` carries the raw value.
 */
export function PaymentStatusBadge({
  status,
  money,
  labels,
  icon = true,
  ...props
}: PaymentStatusBadgeProps) {
  const wallet = icon ? <WalletIcon aria-hidden="true" /> : null;
  if (money) {
    const kind = paymentBadgeOf(money);
    if (kind === null) return null;
    return (
      <MappedBadge
        value={kind}
        texts={paymentBadgeLabels}
        tones={badgeTones}
        before={wallet}
        data-status={status}
        data-kind={kind}
        {...props}
      />
    );
  }
  return (
    <MappedBadge
      value={status}
      texts={paymentStatusLabels}
      tones={tones}
      labels={labels}
      before={wallet}
      {...props}
    />
  );
}
