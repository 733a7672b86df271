import { CircleAlertIcon } from "lucide-react";
import { useId } from "react";
import type * as React from "react";
import { Checkbox } from "../../forms/checkbox";
import { cn } from "../../lib/cn";

export type AmenityPickerProps = Omit<React.ComponentProps<"fieldset">, "onChange" | "defaultValue"> & {
  /** The chosen amenity keys. */
  value: readonly string[];
  /** Called with the chosen keys, in the list's order. */
  onChange: (value: string[]) => void;
  /** The keys to offer, in order: the contract's `amenities`. */
  options: readonly string[];
  /** The Turkish name of each key: the contract's `amenityLabels`; a key without one shows as it is. */
  labels: Readonly<Partial<Record<string, string>>>;
  /** @default "Saha Özellikleri" */
  legend?: React.ReactNode;
  /** @default false */
  disabled?: boolean;
  error?: React.ReactNode;
};

/** The facility's amenities as checkboxes, two or three columns on wider screens. */
export function AmenityPicker({
  value,
  onChange,
  options,
  labels,
  legend = "Saha Özellikleri",
  disabled = false,
  error,
  className,
  ...props
}: AmenityPickerProps) {
  const errorId = useId();
  const chosen = new Set(value);
  return (
    <fieldset
      data-slot="amenity-picker"
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      className={cn("flex flex-col gap-3", className)}
      {...props}
    >
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((key) => (
          <Checkbox
            key={key}
            label={labels[key] ?? key}
            checked={chosen.has(key)}
            disabled={disabled}
            onChange={(event) => {
              const next = new Set(chosen);
              if (event.currentTarget.checked) next.add(key);
              else next.delete(key);
              onChange(options.filter((option) => next.has(option)));
            }}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="flex items-center gap-1.5 text-sm text-danger">
          <CircleAlertIcon aria-hidden="true" className="size-4" />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
