import type * as React from "react";
import { Badge, type BadgeProps } from "../../display/badge";

/** The statuses a reservation can have. */
export type ReservationStatusValue = "pending" | "confirmed" | "completed" | "cancelled";

/** Turkish texts of the reservation statuses (a copy of the contract's: ui does not import data). */
export const reservationStatusLabels: Record<ReservationStatusValue, string> = {
  pending: "Beklemede",
  confirmed: "Onaylandı",
  completed: "Tamamlandı",
  cancelled: "İptal Edildi",
};

type Tone = NonNullable<BadgeProps["tone"]>;

const tones: Record<ReservationStatusValue, Tone> = {
  pending: "warning",
  confirmed: "success",
  completed: "info",
  cancelled: "danger",
};

const isKnown = (status: string): status is ReservationStatusValue => Object.hasOwn(tones, status);

export type StatusBadgeProps = Omit<BadgeProps, "tone" | "children" | "asChild"> & {
  /** The reservation's status; an unknown value is shown as it is, in the neutral tone. */
  status: string;
  /** Texts that win over the built-in Turkish ones. */
  labels?: Partial<Record<ReservationStatusValue, React.ReactNode>>;
  /**
   * Shows the coloured dot before the text.
   * @default true
   */
  dot?: boolean;
};

/**
 * A reservation's status: 'Beklemede' (warning), 'Onaylandı' (success), 'Tamamlandı' (info),
 * 'İptal Edildi' (danger). `data-status` carries the raw value.
 */
export function StatusBadge({ status, labels, dot = true, ...props }: StatusBadgeProps) {
  const known = isKnown(status);
  return (
    <Badge
      data-status={status}
      tone={known ? tones[status] : "neutral"}
      dot={dot}
      {...props}
    >
      {known ? (labels?.[status] ?? reservationStatusLabels[status]) : status}
    </Badge>
  );
}
