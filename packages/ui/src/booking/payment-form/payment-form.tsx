import {
  cvcValid,
  expiryValid,
  formatLira,
  luhnValid,
  paymentMessages,
  testCards,
} from "@halisaha/data/rules";
import { CircleAlertIcon, FlaskConicalIcon, LockIcon } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import type * as React from "react";
import { Button } from "../../actions/button";
import { SuccessPanel } from "../../accounts/success-panel";
import { Badge } from "../../display/badge";
import { cardVariants } from "../../display/card";
import { Skeleton } from "../../display/skeleton";
import { FormField } from "../../forms/form-field";
import { Input } from "../../forms/input";
import { cn } from "../../lib/cn";
import { formatCardNumber, formatExpiry, onlyDigits } from "./card-fields";

/** What the test card form hands to `onSubmit`. */
export type TestCardDetails = {
  /** Digits only, e.g. '4242424242424242'. */
  cardNumber: string;
  /** 'AA/YY', e.g. '12/28'. */
  expiry: string;
  cvc: string;
  /** Trimmed; may be empty. */
  name: string;
};

/** The payment page's states, plus `ready` for the form waiting for the user. */
export type PaymentFormStatus = "loading" | "ready" | "submitting" | "succeeded";

export type PaymentFormLine = { label: string; value: React.ReactNode };

/** A test card number in groups of four that keep together on a line (non-breaking spaces). */
const cardOnOneLine = (digits: string) => formatCardNumber(digits).replaceAll(" ", "\u00a0");

/** The Turkish texts of the test card form: the contract's payment texts and the form's own. */
export const paymentFormMessages = {
  cardNumberInvalid: paymentMessages.cardNumberInvalid,
  expiryInvalid: paymentMessages.expiryInvalid,
  cvcInvalid: paymentMessages.cvcInvalid,
  testModeLabel: paymentMessages.testModeLabel,
  testModeExplanation: `Gerçek ödeme alınmaz. ${cardOnOneLine(testCards.succeeds)} kartı başarılı, ${cardOnOneLine(testCards.declined)} reddedilir.`,
  submitting: "Ödeme işleniyor...",
  succeeded: paymentMessages.succeeded,
} as const;

const headings = { 1: "h1", 2: "h2" } as const;

type Field = "cardNumber" | "expiry" | "cvc";

export type PaymentFormProps = Omit<React.ComponentProps<"div">, "onSubmit" | "title" | "children"> & {
  /** The amount charged now, in lira. */
  amount: number;
  /** The reservation's lines over the form, e.g. Tesis, Tarih, Saat. */
  summary?: readonly PaymentFormLine[];
  /**
   * `stripe`: `children` holds the provider's card element and `onSubmit` gets `null`.
   * `test`: the form's own test card fields, clearly marked 'Test modu'; `onSubmit` gets the card.
   * @default "stripe"
   */
  mode?: "stripe" | "test";
  /** The card element of the payment provider (mode `stripe`). */
  children?: React.ReactNode;
  /**
   * Mode `stripe`: the card element in `children` is filled in; 'Öde' waits for it.
   * @default true
   */
  cardReady?: boolean;
  /** Called on 'Öde' with the test card (mode `test`) or `null` (mode `stripe`). */
  onSubmit: (card: TestCardDetails | null) => void;
  /**
   * `loading` shows placeholders, `submitting` blocks the form with 'Ödeme işleniyor...',
   * `succeeded` replaces it with the success message.
   * @default "ready"
   */
  status?: PaymentFormStatus;
  /** Why the payment failed, e.g. 'Kartınız reddedildi. Lütfen başka bir kart deneyin.' */
  error?: React.ReactNode;
  /** @default "Ödeme" */
  title?: React.ReactNode;
  /**
   * The heading level of the title: 1 when the form is the page's main content.
   * @default 2
   */
  headingLevel?: 1 | 2;
  /** @default "Ödenecek Tutar" */
  amountLabel?: string;
  /** @default "Ödeme başarıyla tamamlandı!" */
  successTitle?: React.ReactNode;
  /** A line under the success title, e.g. 'Rezervasyonlarınıza yönlendiriliyorsunuz...'. */
  successDescription?: React.ReactNode;
  /** Links or buttons under the success message, e.g. 'Rezervasyonlarım'. */
  successActions?: React.ReactNode;
  /** The clock the expiry is checked against (for tests and stories). @default new Date() */
  now?: Date;
};

/**
 * The payment page's shell: the amount due, the reservation's lines, the card, and 'Öde {tutar}'.
 * With `mode="stripe"` the app puts the provider's card element in `children`; with `mode="test"`
 * the form draws its own card fields (number in groups of four, 'AA/YY', CVC, name) under a
 * visible 'Test modu' badge, checks them (Luhn, an expiry not past, 3-4 digit CVC) and passes
 * them to `onSubmit`. 'Öde' stays disabled while the card is not valid or a payment runs.
 */
export function PaymentForm({
  amount,
  summary,
  mode = "stripe",
  children,
  cardReady = true,
  onSubmit,
  status = "ready",
  error,
  title = "Ödeme",
  headingLevel = 2,
  amountLabel = "Ödenecek Tutar",
  successTitle = paymentFormMessages.succeeded,
  successDescription,
  successActions,
  now,
  className,
  ...props
}: PaymentFormProps) {
  const id = useId();
  const Heading = headings[headingLevel];
  const titleId = `${id}-title`;
  const isTest = mode === "test";
  const submitting = status === "submitting";

  const [cardNumber, setCardNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [name, setName] = useState("");
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());

  // keep the caret after the same digit when the number is regrouped
  const numberInput = useRef<HTMLInputElement | null>(null);
  const caretDigits = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = numberInput.current;
    const digitsBefore = caretDigits.current;
    if (!input || digitsBefore === null) return;
    caretDigits.current = null;
    let position = 0;
    for (let seen = 0; position < input.value.length && seen < digitsBefore; position += 1) {
      if (/\d/.test(input.value[position] ?? "")) seen += 1;
    }
    input.setSelectionRange(position, position);
  }, [cardNumber]);

  const checks: Record<Field, boolean> = {
    cardNumber: luhnValid(cardNumber),
    expiry: expiryValid(expiry, now),
    cvc: cvcValid(cvc),
  };
  const messages: Record<Field, string> = {
    cardNumber: paymentFormMessages.cardNumberInvalid,
    expiry: paymentFormMessages.expiryInvalid,
    cvc: paymentFormMessages.cvcInvalid,
  };
  const fieldError = (field: Field) => (touched.has(field) && !checks[field] ? messages[field] : undefined);
  const touch = (field: Field) => setTouched((previous) => new Set(previous).add(field));

  const valid = isTest ? checks.cardNumber && checks.expiry && checks.cvc : cardReady;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || submitting) return;
    onSubmit(isTest ? { cardNumber, expiry, cvc, name: name.trim() } : null);
  };

  let body: React.ReactNode;
  if (status === "loading") {
    body = (
      <div className="flex flex-col gap-4">
        <span className="sr-only">Ödeme bilgileri yükleniyor</span>
        <Skeleton shape="rect" className="h-20 rounded-control" />
        <Skeleton lines={3} />
        <Skeleton shape="rect" className="h-10 rounded-control" />
        <Skeleton shape="rect" className="h-12 rounded-control" />
      </div>
    );
  } else if (status === "succeeded") {
    body = <SuccessPanel
        title={successTitle}
        description={successDescription}
        actions={successActions}
        headingLevel={headingLevel === 1 ? 2 : 3}
      />;
  } else {
    body = (
      <form
        data-slot="payment-form-form"
        aria-labelledby={titleId}
        noValidate
        className="flex flex-col gap-5"
        onSubmit={submit}
      >
        {isTest ? (
          <p
            data-slot="payment-form-test-notice"
            className="flex items-start gap-2 rounded-control border border-warning/30 bg-warning-soft p-3 text-sm text-warning-hover"
          >
            <FlaskConicalIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{paymentFormMessages.testModeExplanation}</span>
          </p>
        ) : null}
        {isTest ? (
          <fieldset disabled={submitting} className="grid grid-cols-2 gap-4">
            <legend className="sr-only">Kart Bilgileri</legend>
            <FormField
              className="col-span-2"
              label="Kart Numarası"
              required
              error={fieldError("cardNumber")}
            >
              <Input
                ref={numberInput}
                name="cardNumber"
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 5678 9012 3456"
                maxLength={23}
                className="tabular-nums"
                value={formatCardNumber(cardNumber)}
                onChange={(event) => {
                  const { value, selectionStart } = event.target;
                  caretDigits.current = onlyDigits(value.slice(0, selectionStart ?? value.length)).length;
                  setCardNumber(onlyDigits(value).slice(0, 19));
                }}
                onBlur={() => touch("cardNumber")}
              />
            </FormField>
            <FormField label="Son Kullanma Tarihi" required error={fieldError("expiry")}>
              <Input
                name="expiry"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="AA/YY"
                maxLength={5}
                className="tabular-nums"
                value={expiry}
                onChange={(event) => setExpiry(formatExpiry(event.target.value))}
                onBlur={() => touch("expiry")}
              />
            </FormField>
            <FormField label="CVC" required error={fieldError("cvc")}>
              <Input
                name="cvc"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                maxLength={4}
                className="tabular-nums"
                value={cvc}
                onChange={(event) => setCvc(onlyDigits(event.target.value).slice(0, 4))}
                onBlur={() => touch("cvc")}
              />
            </FormField>
            <FormField className="col-span-2" label="Kart Üzerindeki İsim">
              <Input
                name="name"
                autoComplete="cc-name"
                placeholder="Ad Soyad"
                maxLength={100}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            </FormField>
          </fieldset>
        ) : (
          <div role="group" aria-labelledby={`${id}-card`} className="flex flex-col gap-1.5">
            <span id={`${id}-card`} className="text-sm font-medium text-foreground">
              Kart Bilgileri
            </span>
            <div
              data-slot="payment-form-card-element"
              className="min-h-10 rounded-control border border-neutral-500 bg-surface px-3 py-2.5"
            >
              {children}
            </div>
          </div>
        )}
        {error ? (
          <div
            data-slot="payment-form-error"
            role="alert"
            className="flex items-start gap-2 rounded-control border border-danger/30 bg-danger-soft p-3 text-sm text-danger-hover"
          >
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </div>
        ) : null}
        <Button type="submit" size="lg" fullWidth loading={submitting} disabled={!valid}>
          {submitting ? (
            paymentFormMessages.submitting
          ) : (
            <>
              <LockIcon aria-hidden="true" />
              Öde {formatLira(amount)}
            </>
          )}
        </Button>
      </form>
    );
  }

  return (
    <div
      data-slot="payment-form"
      data-status={status}
      data-mode={mode}
      aria-busy={status === "loading" || submitting || undefined}
      className={cn(cardVariants(), "w-full gap-5 p-5 sm:p-6", className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={titleId} className="text-xl font-bold text-foreground">
          {title}
        </Heading>
        {isTest ? (
          <Badge tone="warning" dot data-slot="payment-form-test-badge">
            {paymentFormMessages.testModeLabel}
          </Badge>
        ) : null}
      </div>
      {status === "loading" || status === "succeeded" ? null : (
        <div data-slot="payment-form-amount" className="flex flex-col gap-3">
          <p className="flex items-baseline justify-between gap-4 rounded-control bg-primary-soft px-4 py-3">
            <span className="text-sm font-medium text-primary-hover">{amountLabel}</span>
            <span className="text-2xl font-bold text-primary-hover tabular-nums">{formatLira(amount)}</span>
          </p>
          {summary && summary.length > 0 ? (
            <dl className="flex flex-col divide-y divide-border text-sm">
              {summary.map((line) => (
                <div key={line.label} className="flex items-start justify-between gap-4 py-2">
                  <dt className="text-muted">{line.label}</dt>
                  <dd className="text-right font-medium text-foreground">{line.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      )}
      {body}
    </div>
  );
}
