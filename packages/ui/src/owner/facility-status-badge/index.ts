export { FacilityStatusBadge } from "./facility-status-badge";
export type { FacilityStatusBadgeProps, FacilityStatusValue } from "./facility-status-badge";
