import { OTPInput, REGEXP_ONLY_DIGITS } from "input-otp";
import { useState } from "react";
import type * as React from "react";
import { cn } from "../../lib/cn";
import { inputVariants } from "../../forms/input";

export type OtpInputProps = Omit<
  React.ComponentProps<"div">,
  "onChange" | "onBlur" | "defaultValue" | "ref" | "children"
> & {
  /** The digits typed so far (controlled), e.g. '1234'. Anything but digits is dropped. */
  value?: string;
  /** The starting digits when the component keeps its own state (uncontrolled). */
  defaultValue?: string;
  /** Called with the new digits after every change. */
  onChange?: (value: string) => void;
  /** Called once the last box is filled, with the whole code (e.g. to verify it at once). */
  onComplete?: (value: string) => void;
  /** Called when focus leaves the field. */
  onBlur?: () => void;
  /**
   * The number of boxes.
   * @default 6
   */
  length?: number;
  /** @default false */
  disabled?: boolean;
  /**
   * Marks every box invalid (danger border, `aria-invalid`). Inside a FormField with an `error`,
   * spread the field's control props instead and this is set for you.
   * @default false
   */
  invalid?: boolean;
  /**
   * Focuses the field on mount.
   * @default false
   */
  autoFocus?: boolean;
  /** Submits the code under this name with a native form (through a hidden input). */
  name?: string;
  /** The input's id, so a `<label htmlFor>` (e.g. FormField's) points at the field. */
  id?: string;
  /** The input, e.g. react-hook-form's `field.ref` so the form can focus the field on error. */
  ref?: React.Ref<HTMLInputElement>;
  /**
   * The field's name for screen readers when no label points at it.
   * @default "Doğrulama kodu"
   */
  "aria-label"?: string;
  /**
   * @deprecated The code is one input (input-otp) drawn as boxes; the boxes have no names of
   * their own any more, so this is not used.
   */
  boxLabel?: (position: number) => string;
};

const onlyDigits = (text: string) => text.replace(/\D/g, "");

/**
 * A one-time code field on input-otp: one real input (one tab stop, the OS's SMS code
 * suggestion, paste, undo) drawn as `length` single-digit boxes. Only digits are taken; a pasted
 * or autofilled code ('123 456' too) fills the boxes.
 *
 * With react-hook-form use a `Controller` (`value`, `onChange`, `onBlur`, `ref`, `name` of
 * `field` fit as they are). With FormField use the render-prop form and spread its control props
 * onto it.
 */
export function OtpInput({
  value: valueProp,
  defaultValue = "",
  onChange,
  onComplete,
  onBlur,
  length = 6,
  disabled = false,
  invalid = false,
  autoFocus = false,
  name,
  id,
  ref,
  boxLabel: _boxLabel,
  className,
  "aria-label": ariaLabel,
  "aria-describedby": describedBy,
  "aria-invalid": ariaInvalid,
  "aria-required": ariaRequired,
  ...props
}: OtpInputProps) {
  const [ownValue, setOwnValue] = useState(() => onlyDigits(defaultValue).slice(0, length));
  const value = onlyDigits(valueProp ?? ownValue).slice(0, length);
  const isInvalid = invalid || (ariaInvalid !== undefined && ariaInvalid !== false && ariaInvalid !== "false");

  return (
    <div
      data-slot="otp-input"
      data-complete={value.length === length || undefined}
      className={cn("w-full max-w-sm", className)}
      {...props}
    >
      <OTPInput
        ref={ref}
        id={id}
        name={name}
        maxLength={length}
        value={value}
        onChange={(next: string) => {
          if (valueProp === undefined) setOwnValue(next);
          onChange?.(next);
        }}
        onComplete={(code: string) => onComplete?.(code)}
        onBlur={() => onBlur?.()}
        pattern={REGEXP_ONLY_DIGITS}
        pasteTransformer={onlyDigits}
        // password managers do not fill one-time codes: no room kept for their badge, no probing
        pushPasswordManagerStrategy="none"
        inputMode="numeric"
        // the OS's SMS code suggestion fills the field
        autoComplete="one-time-code"
        autoFocus={autoFocus}
        disabled={disabled}
        aria-label={ariaLabel ?? (id ? undefined : "Doğrulama kodu")}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        aria-required={ariaRequired}
        containerClassName="flex w-full gap-2 has-[:disabled]:opacity-60"
        render={({ slots }) =>
          slots.map((slot, index) => (
            <div
              // the boxes are positions: the index is their identity
              key={index}
              data-slot="otp-input-box"
              data-active={slot.isActive || undefined}
              data-invalid={isInvalid || undefined}
              className={cn(
                inputVariants({ size: "lg" }),
                "flex h-12 max-w-12 flex-1 items-center justify-center px-0 text-xl font-semibold tabular-nums",
                slot.isActive && "ring-2 ring-ring/25",
                isInvalid ? "border-danger" : slot.isActive && "border-primary",
              )}
            >
              {slot.char}
              {slot.hasFakeCaret ? (
                <span aria-hidden="true" className="h-6 w-px animate-pulse bg-foreground motion-reduce:animate-none" />
              ) : null}
            </div>
          ))
        }
      />
    </div>
  );
}
