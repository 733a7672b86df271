export { StatusBadge } from "./status-badge";
export type { ReservationStatusValue, StatusBadgeProps } from "./status-badge";
