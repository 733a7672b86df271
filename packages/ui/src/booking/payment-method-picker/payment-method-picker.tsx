import { formatLira, paymentMethodLabels, type PaymentMethod } from "@halisaha/data/rules";
import { cva } from "class-variance-authority";
import { CreditCardIcon, StoreIcon } from "lucide-react";
import { useId } from "react";
import type * as React from "react";
import { RadioCard, RadioCardGroup, RadioCardMark, type RadioCardPickerProps } from "../../forms/radio-cards";
import { cn } from "../../lib/cn";

/** The payment methods a player can choose (the contract's); the booking form defaults to `creditCard`. */
export type PaymentMethodValue = PaymentMethod;

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
    // the mark shows the choice through `group-data-[state=checked]`
    "group",
  ],
  {
    variants: {
      checked: {
        true: "bg-primary-soft",
        false: "bg-surface",
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
    compoundVariants: [
      // the border: red while invalid, else by the choice (one border colour each, see lib/cn.ts)
      { checked: true, invalid: false, className: "border-primary" },
      { checked: false, invalid: false, className: "border-neutral-300" },
      { checked: false, disabled: false, className: "hover:border-primary" },
    ],
    defaultVariants: { checked: false, disabled: false, invalid: false },
  },
);

export type PaymentMethodPickerProps = RadioCardPickerProps & {
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
};

/**
 * The booking form's payment method as two radio cards (`RadioCardGroup`), 'Kredi Kartı' and
 * 'Yerinde Ödeme', each with a line on what is paid when. The arrow keys move and choose.
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
  disabled = false,
  ...props
}: PaymentMethodPickerProps) {
  const id = useId();
  const defaults = paymentMethodDescriptions(depositAmount);

  return (
    <RadioCardGroup
      data-slot="payment-method-picker"
      label={label}
      value={value}
      error={error}
      disabled={disabled}
      onValueChange={(method) => onChange?.(method as PaymentMethodValue)}
      groupClassName="grid gap-3 sm:grid-cols-2"
      {...props}
    >
      {methods.map((method) => {
        const checked = value === method;
        const optionId = `${id}-${method}`;
        return (
          <RadioCard
            key={method}
            value={method}
            data-slot="payment-method-option"
            aria-labelledby={`${optionId}-label`}
            aria-describedby={`${optionId}-description`}
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
            <RadioCardMark className="mt-0.5" />
          </RadioCard>
        );
      })}
    </RadioCardGroup>
  );
}
