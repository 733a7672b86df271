/**
 * POST /stripe/test-mode/confirm: test mode only. Confirms a payment intent with a test card,
 * as Stripe.js would; the simulated provider then records the payment on the reservation.
 */
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import type { ApiError } from "../client/api-error";
import type { TestPaymentConfirmBody } from "../contract/payments/payment";
import { apiPost } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { revalidatePaths } from "../swr/revalidate";
import { reservationsPath } from "../reservations/use-my-reservations";

export const confirmTestPaymentPath = "/stripe/test-mode/confirm" as const;

export type TestPaymentResult = {
  status: "succeeded";
  paymentIntentId: string;
  /** The server's 'Ödeme başarıyla tamamlandı!'. */
  message: string;
};

/**
 * Rejects with ApiError: 402 with the provider's message for the declined test card
 * (`testCards.declined`), 400 with field errors for an invalid card, 404 outside test mode.
 */
export async function confirmTestPayment(body: TestPaymentConfirmBody): Promise<TestPaymentResult> {
  const { data, message } = await checkedAnswer(contracts.payment, (c) => c.testPaymentDataSchema, () =>
    apiPost(confirmTestPaymentPath, body),
  );
  return { ...data, message };
}

/**
 * After a card payment went through (test mode here, Stripe.js on the payment page): the
 * reservations are fetched again, so the lists show the new payment status.
 */
export function useRevalidateAfterPayment(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => revalidatePaths(mutate, reservationsPath), [mutate]);
}

/** `confirmTestPayment` that also refreshes the reservations it paid. */
export function useConfirmTestPayment() {
  const revalidate = useRevalidateAfterPayment();
  return useSWRMutation<TestPaymentResult, ApiError, string, TestPaymentConfirmBody>(
    confirmTestPaymentPath,
    async (_key, { arg: body }) => {
      const result = await confirmTestPayment(body);
      void revalidate();
      return result;
    },
  );
}
