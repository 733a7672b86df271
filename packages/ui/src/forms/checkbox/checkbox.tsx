import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { useCallback, useEffect, useId, useRef } from "react";
import { cn } from "../../lib/cn";

export const checkboxVariants = cva(
  [
    // the box: the browser's own checkbox in the brand colour, so checked and indeterminate come free
    "shrink-0 cursor-pointer accent-primary",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring focus-visible:outline-solid",
    "disabled:cursor-not-allowed",
    "aria-invalid:outline-2 aria-invalid:outline-offset-1 aria-invalid:outline-danger aria-invalid:outline-solid",
  ],
  {
    variants: {
      size: {
        sm: "mt-1 size-4",
        md: "mt-0.5 size-5",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type CheckboxProps = Omit<React.ComponentProps<"input">, "type" | "size"> &
  VariantProps<typeof checkboxVariants> & {
    /** The visible Turkish label, clickable. */
    label: React.ReactNode;
    /** Smaller text under the label, linked by `aria-describedby`. */
    description?: React.ReactNode;
    /**
     * Shows the mixed state (e.g. "some amenities chosen"); the browser reports it as `mixed`.
     * It is a display state only: a click still toggles `checked`.
     * @default false
     */
    indeterminate?: boolean;
    /**
     * Marks the choice as wrong: sets `aria-invalid` and a danger outline.
     * @default false
     */
    invalid?: boolean;
  };

/**
 * A native checkbox with its label. `className` goes to the row that holds both; every other
 * prop, including `ref`, goes to the `<input>`.
 */
export function Checkbox({
  className,
  size,
  label,
  description,
  indeterminate = false,
  invalid,
  id,
  ref,
  disabled,
  "aria-describedby": describedBy,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  const inputRef = useRef<HTMLInputElement | null>(null);

  // `indeterminate` exists only as a DOM property, never as an attribute
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  return (
    <div
      data-slot="checkbox"
      data-disabled={disabled || undefined}
      className={cn("flex items-start gap-2", className)}
    >
      <input
        data-slot="checkbox-input"
        ref={setRefs}
        id={inputId}
        type="checkbox"
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy, description ? descriptionId : undefined].filter(Boolean).join(" ") || undefined}
        className={checkboxVariants({ size })}
        {...props}
      />
      <div className="grid gap-0.5">
        <label
          data-slot="checkbox-label"
          htmlFor={inputId}
          className={cn(
            "text-sm leading-6 font-medium select-none",
            disabled ? "cursor-not-allowed text-muted" : "cursor-pointer text-foreground",
          )}
        >
          {label}
        </label>
        {description ? (
          <p data-slot="checkbox-description" id={descriptionId} className="text-sm text-muted">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
