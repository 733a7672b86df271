import { WalletIcon } from "lucide-react";
import type * as React from "react";
import { Badge, type BadgeProps } from "../../display/badge";

/** The payment statuses of the spec. */
export type PaymentStatusValue = "unpaid" | "partially_paid" | "paid";

/** Turkish texts of the payment statuses (a copy of the contract's: ui does not import data). */
export const paymentStatusLabels: Record<PaymentStatusValue, string> = {
  unpaid: "Ödeme Bekliyor",
  partially_paid: "Kısmi Ödeme",
  paid: "Ödendi",
};

type Tone = NonNullable<BadgeProps["tone"]>;

const tones: Record<PaymentStatusValue, Tone> = {
  unpaid: "warning",
  partially_paid: "info",
  paid: "success",
};

const isKnown = (status: string): status is PaymentStatusValue => Object.hasOwn(tones, status);

export type PaymentStatusBadgeProps = Omit<BadgeProps, "tone" | "children" | "asChild"> & {
  /** The reservation's payment status; an unknown value is shown as it is, in the neutral tone. */
  status: string;
  /** Texts that win over the built-in Turkish ones (e.g. `{ unpaid: "Ödenmedi" }`). */
  labels?: Partial<Record<PaymentStatusValue, React.ReactNode>>;
  /**
   * Shows a wallet icon before the text, which tells it apart from the reservation's StatusBadge.
   * @default true
   */
  icon?: boolean;
};

/**
 * A reservation's payment status: 'Ödeme Bekliyor' (warning), 'Kısmi Ödeme' (info), 'Ödendi'
 * (success). `data-status` carries the raw value.
 */
export function PaymentStatusBadge({ status, labels, icon = true, ...props }: PaymentStatusBadgeProps) {
  const known = isKnown(status);
  return (
    <Badge data-status={status} tone={known ? tones[status] : "neutral"} {...props}>
      {icon ? <WalletIcon aria-hidden="true" /> : null}
      {known ? (labels?.[status] ?? paymentStatusLabels[status]) : status}
    </Badge>
  );
}
