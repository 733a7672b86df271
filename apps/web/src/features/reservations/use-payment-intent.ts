import {
  accountErrorMessage,
  createPaymentIntent,
  paymentMessages,
  type PaymentIntentData,
} from "@halisaha/data";
import { useCallback, useEffect, useState } from "react";

export type PaymentIntentState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; intent: PaymentIntentData }
  | { status: "error"; message: string; reason: string | null };

/**
 * Opens the payment intent of a payable reservation once (the server keeps one open intent per
 * reservation, so asking again returns the same one). `reservationId` null asks nothing.
 * `amount` is what the page shows; the server computes its own.
 */
export function usePaymentIntent(reservationId: number | null, amount: number | undefined) {
  const [state, setState] = useState<PaymentIntentState>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (reservationId === null) return;
    let current = true;
    setState({ status: "loading" });
    createPaymentIntent(reservationId, amount).then(
      (intent) => {
        if (current) setState({ status: "ready", intent });
      },
      (error: unknown) => {
        if (current) {
          const reason = accountErrorMessage(error, "");
          setState({ status: "error", message: paymentMessages.startFailed, reason: reason || null });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [reservationId, amount, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
