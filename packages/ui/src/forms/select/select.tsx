import type { VariantProps } from "class-variance-authority";
import { ChevronDownIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn";
import { inputVariants } from "../input";

export type SelectOption = {
  value: string;
  label: string;
  /** @default false */
  disabled?: boolean;
};

export type SelectProps = Omit<React.ComponentProps<"select">, "size" | "children"> &
  VariantProps<typeof inputVariants> & {
    options: SelectOption[];
    /**
     * Text of an extra first option with the empty value `""`, e.g. 'Tümü' or 'Şehir seçin'.
     * It stays selectable, so the user can go back to "nothing chosen".
     */
    placeholder?: string;
    /**
     * Marks the value as wrong: sets `aria-invalid` and the danger border. Inside a FormField with
     * an `error`, this is set for you.
     * @default false
     */
    invalid?: boolean;
    /** Classes for the `<select>` itself; `className` goes to the wrapper that sizes it. */
    selectClassName?: string;
  };

/**
 * A styled native `<select>` (keeps the phone's own picker). `className` sizes the wrapper; every
 * other prop, including `ref`, goes to the `<select>`.
 */
export function Select({
  className,
  selectClassName,
  size,
  options,
  placeholder,
  invalid,
  ...props
}: SelectProps) {
  return (
    <div data-slot="select-wrapper" className={cn("relative default:w-full", className)}>
      <select
        data-slot="select"
        aria-invalid={invalid || undefined}
        className={cn(inputVariants({ size }), "cursor-pointer appearance-none pr-9", selectClassName)}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon
        data-slot="select-icon"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
