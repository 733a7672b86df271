/**
 * The Stripe half of the payment page, in its own chunk: `payment.tsx` loads it with
 * React.lazy only when the payment runs on Stripe, so Stripe.js and its React bindings never
 * reach another page (the bundle budget, scripts/bench/bundle.mjs, checks it). The `pure`
 * entry loads Stripe.js from js.stripe.com on the first `loadStripe` call, not at import.
 */
import { paymentMessages } from "@halisaha/data";
import { PaymentForm, type PaymentFormLine } from "@halisaha/ui";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useEffect, useState } from "react";

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per key; a failed download resolves to null (the page says so). */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

export type StripePaymentProps = {
  publishableKey: string;
  /** The payment intent's client secret. */
  clientSecret: string;
  /** The amount charged, in lira (shown; Stripe charges the intent's). */
  amount: number;
  summary: readonly PaymentFormLine[];
  amountLabel: string;
  /** Where Stripe sends the user back after a bank's 3-D Secure page. */
  returnUrl: string;
  onSucceeded: () => void;
};

/** Stripe Elements' PaymentElement inside the app's PaymentForm; 'Öde' confirms the card with Stripe. */
export default function StripePayment({ publishableKey, clientSecret, ...props }: StripePaymentProps) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current && !loaded) setUnavailable(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  return (
    <Elements stripe={stripe} options={{ clientSecret, locale: "tr" }}>
      <StripeForm {...props} unavailable={unavailable} />
    </Elements>
  );
}

function StripeForm({
  amount,
  summary,
  amountLabel,
  returnUrl,
  onSucceeded,
  unavailable,
}: Omit<StripePaymentProps, "publishableKey" | "clientSecret"> & { unavailable: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    if (!stripe || !elements) return;
    setSubmitting(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: "if_required",
        confirmParams: { return_url: returnUrl },
      });
      // A double submit (two tabs, two clicks): Stripe refuses the later confirmation of an
      // intent that already succeeded with an error that carries the intent. It was paid.
      const intent = result.error ? result.error.payment_intent : result.paymentIntent;
      if (intent?.status === "succeeded" || intent?.status === "processing") {
        onSucceeded();
        return;
      }
      setError(result.error?.message || paymentMessages.failed);
    } catch {
      setError(paymentMessages.error);
    }
    setSubmitting(false);
  };

  return (
    <PaymentForm
      mode="stripe"
      headingLevel={1}
      amount={amount}
      amountLabel={amountLabel}
      summary={summary}
      cardReady={Boolean(stripe && elements) && complete}
      status={submitting ? "submitting" : "ready"}
      error={unavailable ? paymentMessages.startFailed : error}
      onSubmit={() => void pay()}
    >
      <PaymentElement
        options={{ layout: "tabs" }}
        onChange={(event) => setComplete(event.complete)}
        onLoadError={() => setError(paymentMessages.startFailed)}
      />
    </PaymentForm>
  );
}
