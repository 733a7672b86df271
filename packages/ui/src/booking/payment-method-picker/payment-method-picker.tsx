import { cva } from "class-variance-authority";
import { CircleAlertIcon, CreditCardIcon, StoreIcon } from "lucide-react";
import { useId } from "react";
import type * as React from "react";
import { cn } from "../../lib/cn";
import { formatLira } from "../../facilities/price-tag";

/** The payment methods of the spec; the booking form defaults to `creditCard`. */
export type PaymentMethodValue = "creditCard" | "onsite";

/** Turkish names of the payment methods (a copy of the contract's: ui does not import data). */
export const paymentMethodLabels: Record<PaymentMethodValue, string> = {
  creditCard: "Kredi Kartı",
  onsite: "Yerinde Ödeme",
};

/** The Turkish name of a payment method; an unknown value is returned unchanged. */
export function paymentMethodLabel(method: string): string {
  return Object.hasOwn(paymentMethodLabels, method) ? paymentMethodLabels[method as PaymentMethodValue] : method;
}

/**
 * What each method means for the money, from the deposit: with a deposit above 0, the deposit is
 * paid now by card (the rest at the facility) or everything at the facility; without one, the
 * whole price by card now or at the facility.
 */
export function paymentMethodDescriptions(depositAmount: number): Record<PaymentMethodValue, string> {
  if (depositAmount > 0) {
    const deposit = formatLira(depositAmount);
    return {
      creditCard: `${deposit} kapora şimdi kredi kartıyla ödenir, kalan ücret tesiste ödenir.`,
      onsite: `${deposit} kapora ve kalan ücret tesiste ödenir.`,
    };
  }
  return {
    creditCard: "Ücretin tamamı şimdi kredi kartıyla güvenle ödenir.",
    onsite: "Ücretin tamamı tesiste ödenir.",
  };
}

const icons: Record<PaymentMethodValue, React.ReactNode> = {
  creditCard: <CreditCardIcon />,
  onsite: <StoreIcon />,
};

export const paymentMethodOptionVariants = cva(
  [
    // box
    "flex items-start gap-3 rounded-card border p-4 text-left transition-colors",
    // keyboard focus lands on the radio: show it on the box too
    "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background",
  ],
  {
    variants: {
      checked: {
        true: "border-primary bg-primary-soft",
        false: "border-neutral-300 bg-surface",
      },
      disabled: {
        true: "cursor-not-allowed opacity-60",
        false: "cursor-pointer",
      },
      invalid: {
        true: "border-danger",
        false: "",
      },
    },
    compoundVariants: [{ checked: false, disabled: false, className: "hover:border-primary" }],
    defaultVariants: { checked: false, disabled: false, invalid: false },
  },
);

export type PaymentMethodPickerProps = Omit<
  React.ComponentProps<"div">,
  "onChange" | "defaultValue" | "children"
> & {
  /** The chosen method; empty or `null` while none is chosen. */
  value?: string | null;
  onChange?: (method: PaymentMethodValue) => void;
  /**
   * The facility's deposit in lira; above 0 the descriptions explain when it is paid.
   * @default 0
   */
  depositAmount?: number;
  /**
   * The methods offered, in order.
   * @default ["creditCard", "onsite"]
   */
  methods?: readonly PaymentMethodValue[];
  /**
   * The group's visible label.
   * @default "Ödeme Yöntemi"
   */
  label?: React.ReactNode;
  /** Names that win over 'Kredi Kartı' and 'Yerinde Ödeme'. */
  labels?: Partial<Record<PaymentMethodValue, React.ReactNode>>;
  /** Descriptions that win over the built-in ones (see `paymentMethodDescriptions`). */
  descriptions?: Partial<Record<PaymentMethodValue, React.ReactNode>>;
  /** The Turkish validation message, e.g. 'Lütfen bir ödeme yöntemi seçin'. */
  error?: React.ReactNode;
  /**
   * Shows a `*` after the label and sets `aria-required` on the group.
   * @default false
   */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  /** The radios' `name`, for a native form; one is generated without it. */
  name?: string;
};

/**
 * The booking form's payment method as two radio cards, 'Kredi Kartı' and 'Yerinde Ödeme', each
 * with a line on what is paid when. The arrow keys move between them (native radios).
 */
export function PaymentMethodPicker({
  value,
  onChange,
  depositAmount = 0,
  methods = ["creditCard", "onsite"],
  label = "Ödeme Yöntemi",
  labels,
  descriptions,
  error,
  required = false,
  disabled = false,
  name,
  className,
  ...props
}: PaymentMethodPickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = error ? `${id}-error` : undefined;
  const defaults = paymentMethodDescriptions(depositAmount);

  return (
    <div data-slot="payment-method-picker" className={cn("flex min-w-0 flex-col gap-1.5", className)} {...props}>
      <span id={labelId} className="text-sm font-medium text-foreground">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : null}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-disabled={disabled || undefined}
        className="grid gap-3 sm:grid-cols-2"
      >
        {methods.map((method) => {
          const checked = value === method;
          const optionId = `${id}-${method}`;
          return (
            <label
              key={method}
              data-slot="payment-method-option"
              data-state={checked ? "checked" : "unchecked"}
              className={paymentMethodOptionVariants({ checked, disabled, invalid: Boolean(error) })}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-10 shrink-0 items-center justify-center rounded-pill [&_svg]:size-5",
                  checked ? "bg-primary text-primary-foreground" : "bg-neutral-100 text-muted",
                )}
              >
                {icons[method]}
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span id={`${optionId}-label`} className="text-sm font-semibold text-foreground">
                  {labels?.[method] ?? paymentMethodLabels[method]}
                </span>
                <span id={`${optionId}-description`} className="text-sm text-muted">
                  {descriptions?.[method] ?? defaults[method]}
                </span>
              </span>
              <input
                type="radio"
                name={name ?? `${id}-method`}
                value={method}
                checked={checked}
                disabled={disabled}
                aria-labelledby={`${optionId}-label`}
                aria-describedby={`${optionId}-description`}
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary outline-none disabled:cursor-not-allowed"
                onChange={() => onChange?.(method)}
              />
            </label>
          );
        })}
      </div>
      {error ? (
        <p
          id={errorId}
          data-slot="payment-method-picker-error"
          className="flex items-start gap-1.5 text-sm text-danger"
        >
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
