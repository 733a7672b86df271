export { StatusBadge, reservationStatusLabels } from "./status-badge";
export type { ReservationStatusValue, StatusBadgeProps } from "./status-badge";
