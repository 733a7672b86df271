import {
  paymentBadgeLabels,
  paymentBadgeOf,
  paymentStatusLabels,
  type PaymentBadgeKind,
  type PaymentMoney,
  type PaymentStatus,
} from "@halisaha/data/rules";
import { WalletIcon } from "lucide-react";
import { MappedBadge, type BadgeTone, type StatusBadgeBaseProps } from "../../display/badge/mapped-badge";

/** The payment statuses a reservation can have (the contract's). */
export type PaymentStatusValue = PaymentStatus;

const tones: Record<PaymentStatusValue, BadgeTone> = {
  unpaid: "warning",
  partially_paid: "info",
  paid: "success",
};

const badgeTones: Record<PaymentBadgeKind, BadgeTone> = {
  cardDue: "warning",
  atFacility: "neutral",
  depositPaid: "info",
  partiallyPaid: "info",
  paid: "success",
  refundPending: "warning",
};

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
