import { useLayoutEffect, useRef, useState } from "react";
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
  /** Called when focus leaves the whole field (not when it moves between boxes). */
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
   * Focuses the first empty box on mount.
   * @default false
   */
  autoFocus?: boolean;
  /** Submits the code under this name with a native form (through a hidden input). */
  name?: string;
  /** The id of the first box, so a `<label htmlFor>` (e.g. FormField's) points at the field. */
  id?: string;
  /** The first box, e.g. react-hook-form's `field.ref` so the form can focus the field on error. */
  ref?: React.Ref<HTMLInputElement>;
  /**
   * The name of the whole group of boxes.
   * @default "Doğrulama kodu"
   */
  "aria-label"?: string;
  /** The name of each box, from its 1-based position. @default (n) => `Kodun ${n}. hanesi` */
  boxLabel?: (position: number) => string;
};

const defaultBoxLabel = (position: number) => `Kodun ${position}. hanesi`;
const onlyDigits = (text: string) => text.replace(/\D/g, "");

/**
 * A one-time code field: `length` single-digit boxes that act as one field with one tab stop.
 * Typing a digit fills the box and moves on, Backspace clears and moves back, ← → Home End move,
 * and pasting or autofilling a code ('123 456' too) fills the boxes. The digits stay contiguous:
 * a box after the first empty one cannot be filled.
 *
 * With react-hook-form use a `Controller` (`value`, `onChange`, `onBlur`, `ref`, `name` of
 * `field` fit as they are). With FormField use the render-prop form and spread its control props
 * (`id` goes to the first box, the rest to every box).
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
  boxLabel = defaultBoxLabel,
  className,
  "aria-label": ariaLabel = "Doğrulama kodu",
  "aria-describedby": describedBy,
  "aria-invalid": ariaInvalid,
  "aria-required": ariaRequired,
  ...props
}: OtpInputProps) {
  const [ownValue, setOwnValue] = useState(() => onlyDigits(defaultValue).slice(0, length));
  const value = onlyDigits(valueProp ?? ownValue).slice(0, length);
  const [focused, setFocused] = useState<number | null>(null);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // the digits as of the last change: focus moves before React renders the new value
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });

  const lastIndex = length - 1;
  const firstEmpty = () => Math.min(latest.current.length, lastIndex);
  // one tab stop: the focused box, else the first empty one (or the last box when full)
  const tabStop = focused ?? Math.min(value.length, lastIndex);
  const isInvalid = invalid || (ariaInvalid !== undefined && ariaInvalid !== false && ariaInvalid !== "false");

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(index, lastIndex))]?.focus();

  const commit = (next: string, focusIndex: number) => {
    const digits = onlyDigits(next).slice(0, length);
    const previous = latest.current;
    latest.current = digits;
    if (valueProp === undefined) setOwnValue(digits);
    if (digits !== previous) {
      onChange?.(digits);
      if (digits.length === length) onComplete?.(digits);
    }
    focusBox(focusIndex);
  };

  /** Puts `digits` into the boxes from `index` on; a whole code always starts at the first box. */
  const fill = (index: number, digits: string) => {
    if (digits.length >= length) {
      commit(digits, lastIndex);
      return;
    }
    const current = latest.current;
    const at = Math.min(index, current.length);
    commit(current.slice(0, at) + digits + current.slice(at + digits.length), at + digits.length);
  };

  const onKeyDown = (index: number) => (event: React.KeyboardEvent<HTMLInputElement>) => {
    const current = latest.current;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    switch (event.key) {
      case "Backspace":
        event.preventDefault();
        if (index < current.length) commit(current.slice(0, index) + current.slice(index + 1), index);
        else if (index > 0) commit(current.slice(0, index - 1) + current.slice(index), index - 1);
        return;
      case "Delete":
        event.preventDefault();
        commit(current.slice(0, index) + current.slice(index + 1), index);
        return;
      case "ArrowLeft":
        event.preventDefault();
        focusBox(index - 1);
        return;
      case "ArrowRight":
        event.preventDefault();
        focusBox(Math.min(index + 1, current.length));
        return;
      case "Home":
        event.preventDefault();
        focusBox(0);
        return;
      case "End":
        event.preventDefault();
        focusBox(firstEmpty());
        return;
      default:
        if (event.key.length !== 1) return;
        // one printable key: a digit replaces this box's digit, anything else is refused
        event.preventDefault();
        if (/^\d$/.test(event.key)) fill(index, event.key);
    }
  };

  // mobile keyboards and SMS autofill do not always send usable key events: read the box instead
  const onBoxChange = (index: number) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const current = latest.current;
    const typed = onlyDigits(event.target.value);
    const old = current[index] ?? "";
    if (typed === "") {
      commit(current.slice(0, index) + current.slice(index + 1), index);
    } else if (old !== "" && typed.length === 2 && typed.includes(old)) {
      // a digit typed beside the old one: keep the new one
      fill(index, typed[0] === old ? typed.slice(1) : typed.slice(0, 1));
    } else {
      fill(index, typed);
    }
  };

  const onPaste = (index: number) => (event: React.ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData("text"));
    if (digits) fill(index, digits);
  };

  const onBoxFocus = (index: number) => (event: React.FocusEvent<HTMLInputElement>) => {
    // a box past the first empty one cannot take a digit: send focus there
    if (index > firstEmpty()) {
      focusBox(firstEmpty());
      return;
    }
    setFocused(index);
    event.target.select();
  };

  return (
    <div
      role="group"
      aria-label={ariaLabel}
      data-slot="otp-input"
      data-complete={value.length === length || undefined}
      className={cn("flex w-full max-w-sm gap-2", className)}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setFocused(null);
        onBlur?.();
      }}
      {...props}
    >
      {Array.from({ length }, (_, index) => (
        <input
          // the boxes are positions: the index is their identity
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
            if (index !== 0 || !ref) return;
            if (typeof ref === "function") ref(element);
            else ref.current = element;
          }}
          data-slot="otp-input-box"
          id={index === 0 ? id : undefined}
          type="text"
          inputMode="numeric"
          // the OS's SMS code suggestion fills the box it is offered in: the change handler spreads it
          autoComplete="one-time-code"
          autoFocus={autoFocus && index === tabStop}
          aria-label={boxLabel(index + 1)}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          aria-required={ariaRequired}
          tabIndex={index === tabStop ? 0 : -1}
          disabled={disabled}
          value={value[index] ?? ""}
          onChange={onBoxChange(index)}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={onBoxFocus(index)}
          className={cn(
            inputVariants({ size: "lg" }),
            "h-12 max-w-12 min-w-0 flex-1 px-0 text-center text-xl font-semibold tabular-nums",
          )}
        />
      ))}
      {name ? <input type="hidden" name={name} value={value} /> : null}
    </div>
  );
}
