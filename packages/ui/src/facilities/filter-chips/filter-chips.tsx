import { XIcon } from "lucide-react";
import type * as React from "react";
import { Button } from "../../actions/button";
import { cn } from "../../lib/cn";

export type FilterChip = {
  id: string;
  /** What the filter is, e.g. 'İstanbul', 'Min: 500 ₺', '4+ Yıldız'. */
  label: string;
};

export type FilterChipsProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The filters in effect; with none, nothing is rendered. */
  chips: readonly FilterChip[];
  /** Called with a chip's `id` when its × is pressed. */
  onRemove: (id: string) => void;
  /** Called by the clear button; without it there is none. */
  onClearAll?: () => void;
  /**
   * @default "Filtreleri Temizle"
   */
  clearLabel?: string;
  /**
   * The group's name.
   * @default "Etkin filtreler"
   */
  "aria-label"?: string;
  /** @default false */
  disabled?: boolean;
};

/**
 * The filters in effect as chips, each with a remove button ('İstanbul filtresini kaldır'),
 * and 'Filtreleri Temizle'.
 */
export function FilterChips({
  chips,
  onRemove,
  onClearAll,
  clearLabel = "Filtreleri Temizle",
  "aria-label": ariaLabel = "Etkin filtreler",
  disabled = false,
  className,
  ...props
}: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <div
      data-slot="filter-chips"
      role="group"
      aria-label={ariaLabel}
      className={cn("flex flex-wrap items-center gap-2", className)}
      {...props}
    >
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li
            key={chip.id}
            data-slot="filter-chip"
            className="inline-flex h-8 items-center gap-1 rounded-pill border border-primary/30 bg-primary-soft ps-3 pe-1 text-sm font-medium text-primary-hover"
          >
            {chip.label}
            <button
              type="button"
              aria-label={`${chip.label} filtresini kaldır`}
              disabled={disabled}
              onClick={() => onRemove(chip.id)}
              className={cn(
                "inline-flex size-6 items-center justify-center rounded-pill transition-colors hover:bg-primary/15",
                // the tap area reaches 44 px around the small cross without growing the chip
                "relative before:absolute before:-inset-2.5 before:content-['']",
                "outline-none focus-visible:ring-2 focus-visible:ring-ring",
                "disabled:pointer-events-none disabled:opacity-60",
              )}
            >
              <XIcon aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      {onClearAll ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={onClearAll}
          className="text-danger hover:text-danger-hover"
        >
          {clearLabel}
        </Button>
      ) : null}
    </div>
  );
}
