import * as RadioGroup from "@radix-ui/react-radio-group";
import { useId } from "react";
import type * as React from "react";
import { cn } from "../../lib/cn";
import { FormField } from "../form-field";

export type RadioCardGroupProps = Omit<
  React.ComponentProps<typeof RadioGroup.Root>,
  "value" | "defaultValue" | "onChange" | "asChild" | "orientation" | "dir" | "required"
> & {
  /** The group's visible label. */
  label: React.ReactNode;
  /** The chosen card's value; empty or `null` while none is chosen. */
  value?: string | null;
  /** The Turkish validation message; the group is then marked invalid and described by it. */
  error?: React.ReactNode;
  /** Help under the group. */
  hint?: React.ReactNode;
  /**
   * Shows a `*` after the label and sets `aria-required` on the group.
   * @default false
   */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  /** The radios' `name`, for a native form; one is generated without it. */
  name?: string;
  /** Shown in the group's place (loading, empty, a load error); the label stays. */
  fallback?: React.ReactNode;
  /** The grid of the cards, e.g. `grid grid-cols-2 gap-2`. */
  groupClassName?: string;
};

/**
 * What a picker built on RadioCardGroup takes (the slots, the payment methods): the group's
 * props, less the cards, the raw choice callback and what the picker draws itself. The picker
 * adds its own `label` (with its default) and `onChange`.
 */
export type RadioCardPickerProps = Omit<
  RadioCardGroupProps,
  "label" | "children" | "onValueChange" | "fallback" | "groupClassName"
>;

/**
 * A labelled group of radio cards (Radix RadioGroup inside FormField): one card at a time, Tab
 * enters the group, the arrow keys move and choose. Its children are `RadioCard`s.
 */
export function RadioCardGroup({
  label,
  value,
  error,
  hint,
  required = false,
  fallback,
  groupClassName,
  className,
  children,
  ...props
}: RadioCardGroupProps) {
  const labelId = useId();
  return (
    <FormField
      data-slot="radio-card-group"
      label={label}
      labelId={labelId}
      labelAs="span"
      error={error}
      hint={hint}
      required={required}
      className={className}
    >
      {(control) =>
        fallback ?? (
          <RadioGroup.Root
            {...props}
            id={control.id}
            value={value ?? ""}
            aria-labelledby={labelId}
            aria-describedby={control["aria-describedby"]}
            aria-invalid={control["aria-invalid"]}
            aria-required={control["aria-required"]}
            className={groupClassName}
          >
            {children}
          </RadioGroup.Root>
        )
      }
    </FormField>
  );
}

export type RadioCardProps = Omit<React.ComponentProps<typeof RadioGroup.Item>, "asChild">;

/**
 * One card of a `RadioCardGroup`: a `role="radio"` button with the keyboard focus ring; its look
 * per state comes from `className` (`data-state="checked"` when chosen). Name it with
 * `aria-labelledby` and describe it with `aria-describedby` when it holds more than its name.
 */
export function RadioCard({ className, ...props }: RadioCardProps) {
  return (
    <RadioGroup.Item
      data-slot="radio-card"
      className={cn(
        "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    />
  );
}

/** The round mark of a card whose choice shows as a radio button. */
export function RadioCardMark({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      aria-hidden="true"
      data-slot="radio-card-mark"
      className={cn(
        "flex size-5 shrink-0 items-center justify-center rounded-pill border-2 border-neutral-400 bg-surface",
        "group-data-[state=checked]:border-primary",
        className,
      )}
      {...props}
    >
      <span className="size-2.5 rounded-pill bg-primary opacity-0 group-data-[state=checked]:opacity-100" />
    </span>
  );
}
