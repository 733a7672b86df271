import { reservationStatusLabels, type ReservationStatus } from "@halisaha/data/rules";
import { MappedBadge, type BadgeTone, type StatusBadgeBaseProps } from "../../display/badge/mapped-badge";

/** The statuses a reservation can have (the contract's). */
export type ReservationStatusValue = ReservationStatus;

const tones: Record<ReservationStatusValue, BadgeTone> = {
  pending: "warning",
  confirmed: "success",
  completed: "info",
  cancelled: "danger",
};

export type StatusBadgeProps = StatusBadgeBaseProps<ReservationStatusValue> & {
  /** The reservation's status; an unknown value is shown as it is, in the neutral tone. */
  status: string;
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
export function StatusBadge({ status, dot = true, ...props }: StatusBadgeProps) {
  return <MappedBadge value={status} texts={reservationStatusLabels} tones={tones} dot={dot} {...props} />;
}
