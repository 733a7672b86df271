import { reservationStatuses, type ReservationStatus } from "@halisaha/data";

/** The status tabs of a reservation list: every status, then one per status. */
export type ReservationTab = "all" | ReservationStatus;
export const reservationTabs: readonly ReservationTab[] = ["all", ...reservationStatuses];
