/**
 * POST /stripe/create-payment-intent { reservationId, amount }: opens (or reuses) the payment
 * intent of a reservation. The server computes the amount (`amountDue`: the deposit when there
 * is one and nothing is paid, else the rest) and ignores the one sent.
 */
import type { PaymentIntentData } from "../contract/payments/payment";
import { apiPost } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";

export const createPaymentIntentPath = "/stripe/create-payment-intent" as const;

/**
 * The intent's client secret, id, amount (lira) and mode (`stripe`: confirm with Stripe.js;
 * `test`: confirm with `confirmTestPayment`). Rejects with ApiError: 409 when the reservation
 * is not payable (not confirmed, paid or started), 404 for somebody else's. Nothing cached
 * changes until the payment is confirmed.
 */
export async function createPaymentIntent(
  reservationId: number,
  amount?: number,
): Promise<PaymentIntentData> {
  const { data } = await checkedAnswer(contracts.payment, (c) => c.paymentIntentDataSchema, () =>
    apiPost(createPaymentIntentPath, amount === undefined ? { reservationId } : { reservationId, amount }),
  );
  return data;
}
