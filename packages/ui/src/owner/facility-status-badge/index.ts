export { FacilityStatusBadge, facilityStatusLabels } from "./facility-status-badge";
export type { FacilityStatusBadgeProps, FacilityStatusValue } from "./facility-status-badge";
