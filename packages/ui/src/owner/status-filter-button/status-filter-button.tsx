import { facilityStatusLabels } from "@halisaha/data/rules";
import { FilterIcon } from "lucide-react";
import type * as React from "react";
import { Button, type ButtonProps } from "../../actions/button";

/** The owner list's status filter, in the order one button cycles through them. */
export const statusFilterValues = ["all", "active", "inactive", "pending"] as const;
export type StatusFilterValue = (typeof statusFilterValues)[number];

/** 'Tümü', then the facility statuses' names. */
export const statusFilterLabels: Record<StatusFilterValue, string> = {
  all: "Tümü",
  ...facilityStatusLabels,
};

/** The value after `value` in the cycle all → active → inactive → pending → all. */
export function nextStatusFilter(value: StatusFilterValue): StatusFilterValue {
  const index = statusFilterValues.indexOf(value);
  return statusFilterValues[(index + 1) % statusFilterValues.length] as StatusFilterValue;
}

export type StatusFilterButtonProps = Omit<ButtonProps, "onClick" | "children" | "value"> & {
  /** The filter in use. */
  value: StatusFilterValue;
  /** Called with the next filter of the cycle on each click. */
  onValueChange: (value: StatusFilterValue) => void;
  /** Texts that win over the built-in Turkish ones. */
  labels?: Partial<Record<StatusFilterValue, React.ReactNode>>;
};

/**
 * One button that cycles the status filter: 'Durum: Tümü' → 'Aktif' → 'Pasif' →
 * 'Onay Bekliyor' → 'Tümü'. Its name is the visible text; the tooltip says what the next click shows.
 */
export function StatusFilterButton({
  value,
  onValueChange,
  labels,
  variant = "outline",
  ...props
}: StatusFilterButtonProps) {
  const next = nextStatusFilter(value);
  const label = (key: StatusFilterValue) => labels?.[key] ?? statusFilterLabels[key];
  return (
    <Button
      data-slot="status-filter-button"
      data-value={value}
      variant={variant}
      title={`Sonraki: ${statusFilterLabels[next]}`}
      onClick={() => onValueChange(next)}
      {...props}
    >
      <FilterIcon aria-hidden />
      <span>Durum: {label(value)}</span>
    </Button>
  );
}
