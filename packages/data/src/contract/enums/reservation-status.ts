export const reservationStatuses = ["pending", "confirmed", "completed", "cancelled"] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const reservationStatusLabels = {
  pending: "Beklemede",
  confirmed: "Onaylandı",
  completed: "Tamamlandı",
  cancelled: "İptal Edildi",
} as const satisfies Record<ReservationStatus, string>;

export function isReservationStatus(value: unknown): value is ReservationStatus {
  return typeof value === "string" && (reservationStatuses as readonly string[]).includes(value);
}

/** The Turkish label of a reservation status; an unknown value is returned unchanged. */
export function reservationStatusLabel(status: string): string {
  return isReservationStatus(status) ? reservationStatusLabels[status] : status;
}
