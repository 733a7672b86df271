import {
  accountErrorMessage,
  amountDue,
  canPay,
  formatDateTr,
  formatLira,
  isApiError,
  isHeld,
  istanbulNowParts,
  paymentMessages,
  paymentRefusal,
  slotLabel,
  useConfirmTestPayment,
  usePublicConfig,
  useReservation,
  useRevalidateAfterPayment,
  type PaymentIntentData,
  type Reservation,
} from "@halisaha/data";
import {
  Button,
  PageNotice,
  PaymentForm,
  UiLink,
  type PaymentFormLine,
  type TestCardDetails,
} from "@halisaha/ui";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { paths } from "../../config/paths";
import type { FlashState } from "./flash-state";
import { paymentTexts } from "./messages";
import { paymentFailureMessage } from "./payment-failure";
import { usePaymentIntent } from "./use-payment-intent";

/** Stripe.js and its React bindings: only fetched when a payment runs on Stripe. */
const StripePayment = lazy(() => import("./stripe-payment"));

/** How long the success state shows before the user is taken to their reservations. */
export const PAYMENT_SUCCESS_REDIRECT_MS = 1500;

/** Where a successful payment leads: the player's reservations, with the message in the state. */
const afterPayment = paths.user.reservations.href();

const noop = () => {};

/** The page when there is nothing to pay: why, a retry where one helps, and the way to the reservations. */
export function PaymentNotice({
  title,
  description,
  onRetry,
}: {
  title: string;
  description?: string | null;
  onRetry?: () => void;
}) {
  return (
    <PageNotice
      tone="danger"
      title={title}
      description={description ?? undefined}
      actions={
        <>
          {onRetry ? <Button onClick={onRetry}>{paymentTexts.retry}</Button> : null}
          <Button asChild variant={onRetry ? "outline" : "primary"}>
            <UiLink href={paths.user.reservations.href()}>{paymentTexts.toReservations}</UiLink>
          </Button>
        </>
      }
    />
  );
}

/**
 * /payment/{reservationId}: loads the reservation, opens its payment
 * intent, then takes the card: Stripe Elements when payments run on Stripe, else the simulated
 * provider's test card form, clearly marked 'Test modu'. A card booking's hold shows its deadline;
 * when paying is not possible the page says why (`paymentRefusal`). States: loading, submitting, succeeded;
 * success goes to /reservations with 'Ödeme başarıyla tamamlandı!'.
 */
export function PaymentScreen({ id }: { id: number }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // back from a bank's 3-D Secure page, Stripe adds `redirect_status`
  const returned = searchParams.get("redirect_status");
  const [succeeded, setSucceeded] = useState(returned === "succeeded");
  // the bank sent the user back with a failed payment: said until the next try
  const [returnedFailed, setReturnedFailed] = useState(returned === "failed");
  const reservation = useReservation(id, { revalidateOnFocus: false });
  const config = usePublicConfig();
  const confirmTestPayment = useConfirmTestPayment();
  const phase = succeeded ? "succeeded" : confirmTestPayment.isMutating ? "submitting" : "ready";
  const failure = confirmTestPayment.error
    ? paymentFailureMessage(confirmTestPayment.error)
    : returnedFailed
      ? paymentMessages.failed
      : null;
  const revalidateAfterPayment = useRevalidateAfterPayment();

  const payable =
    reservation.data && phase !== "succeeded" && canPay(reservation.data) ? reservation.data : null;
  const { state: intent, retry } = usePaymentIntent(
    payable?.id ?? null,
    payable ? amountDue(payable) : undefined,
  );

  useEffect(() => {
    if (phase !== "succeeded") return;
    void revalidateAfterPayment();
    const state: FlashState = { message: paymentMessages.succeeded };
    const timer = setTimeout(() => navigate(afterPayment, { state }), PAYMENT_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate, revalidateAfterPayment]);

  const loading = (
    <PaymentForm headingLevel={1} title={paymentTexts.title} status="loading" amount={0} onSubmit={noop} />
  );

  if (phase === "succeeded") {
    return (
      <Frame>
        <PaymentForm
          headingLevel={1}
          title={paymentTexts.title}
          status="succeeded"
          amount={0}
          onSubmit={noop}
          successTitle={paymentMessages.succeeded}
          successDescription={paymentTexts.redirecting}
          successActions={
            <Button asChild>
              <UiLink href={paths.user.reservations.href()}>{paymentTexts.toReservations}</UiLink>
            </Button>
          }
        />
      </Frame>
    );
  }

  if (reservation.error) {
    const notFound = isApiError(reservation.error) && reservation.error.status === 404;
    return (
      <PaymentNotice
        title={paymentMessages.reservationLoadFailed}
        description={accountErrorMessage(reservation.error, "") || null}
        onRetry={notFound ? undefined : () => void reservation.mutate()}
      />
    );
  }
  if (!reservation.data) return <Frame>{loading}</Frame>;
  if (!payable) {
    // why not: the hold ran out, cancelled, already paid, the hour has passed, or awaiting the owner
    return <PaymentNotice title={paymentRefusal(reservation.data) ?? paymentMessages.notPayable} />;
  }
  if (intent.status === "error") {
    return <PaymentNotice title={intent.message} description={intent.reason} onRetry={retry} />;
  }
  if (intent.status !== "ready") return <Frame>{loading}</Frame>;

  const summary = summaryOf(payable);
  const amountLabel = amountLabelOf(payable, intent.intent);

  if (intent.intent.mode === "stripe") {
    const publishableKey = config.data?.payments?.publishableKey;
    if (config.error || (config.data && !publishableKey)) {
      return <PaymentNotice title={paymentMessages.startFailed} onRetry={() => void config.mutate()} />;
    }
    if (!publishableKey) return <Frame>{loading}</Frame>;
    return (
      <Frame>
        <Suspense fallback={loading}>
          <StripePayment
            publishableKey={publishableKey}
            clientSecret={intent.intent.clientSecret}
            amount={intent.intent.amount}
            amountLabel={amountLabel}
            summary={summary}
            returnUrl={`${window.location.origin}${paths.payment.href(payable.id)}`}
            onSucceeded={() => setSucceeded(true)}
          />
        </Suspense>
      </Frame>
    );
  }

  const payWithTestCard = async (card: TestCardDetails | null) => {
    if (!card) return;
    setReturnedFailed(false);
    confirmTestPayment.reset();
    try {
      await confirmTestPayment.trigger({
        paymentIntentId: intent.intent.paymentIntentId,
        cardNumber: card.cardNumber,
        expiry: card.expiry,
        cvc: card.cvc,
        ...(card.name ? { name: card.name } : {}),
      });
      setSucceeded(true);
    } catch {
      // the mutation's error is shown (`failure`); the card stays for another try
    }
  };

  return (
    <Frame>
      <PaymentForm
        mode="test"
        headingLevel={1}
        title={paymentTexts.title}
        amount={intent.intent.amount}
        amountLabel={amountLabel}
        summary={summary}
        status={phase}
        error={failure}
        onSubmit={(card) => void payWithTestCard(card)}
      />
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-xl flex-col gap-4">{children}</div>;
}

/** The reservation's lines over the card. */
function summaryOf(r: Reservation): PaymentFormLine[] {
  return [
    { label: "Rezervasyon No", value: r.reservationNumber },
    { label: "Tesis", value: r.facility.name },
    {
      label: "Tarih",
      value: formatDateTr(r.date, { day: "numeric", month: "long", year: "numeric", weekday: "long" }),
    },
    { label: "Saat", value: slotLabel(r.startTime) },
    { label: "Toplam Ücret", value: formatLira(r.totalPrice) },
    ...(isHeld(r)
      ? [{ label: paymentTexts.holdUntil, value: istanbulNowParts(new Date(r.holdExpiresAt ?? 0)).time }]
      : []),
  ];
}

/** 'Ödenecek Kapora' while the intent asks the deposit, else 'Ödenecek Tutar'. */
function amountLabelOf(r: Reservation, intent: PaymentIntentData): string {
  return r.paidAmount <= 0 && r.depositAmount > 0 && intent.amount < r.totalPrice
    ? paymentTexts.depositLabel
    : paymentTexts.remainingLabel;
}
