/** How a reservation is paid. The booking form defaults to `creditCard`. */
export const paymentMethods = ["creditCard", "onsite"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const defaultPaymentMethod: PaymentMethod = "creditCard";

export const paymentMethodLabels = {
  creditCard: "Kredi Kartı",
  onsite: "Yerinde Ödeme",
} as const satisfies Record<PaymentMethod, string>;

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (paymentMethods as readonly string[]).includes(value);
}

/** The Turkish label of a payment method; an unknown value is returned unchanged. */
export function paymentMethodLabel(method: string): string {
  return isPaymentMethod(method) ? paymentMethodLabels[method] : method;
}
