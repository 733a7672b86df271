export const paymentStatuses = ["unpaid", "partially_paid", "paid"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentStatusLabels = {
  unpaid: "Ödeme Bekliyor",
  partially_paid: "Kısmi Ödeme",
  paid: "Ödendi",
} as const satisfies Record<PaymentStatus, string>;

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === "string" && (paymentStatuses as readonly string[]).includes(value);
}

/** The Turkish label of a payment status; an unknown value is returned unchanged. */
export function paymentStatusLabel(status: string): string {
  return isPaymentStatus(status) ? paymentStatusLabels[status] : status;
}
