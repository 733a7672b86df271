export { FacilityCard, FacilityCardSkeleton, facilityCardVariants, formatLocation } from "./facility-card";
export type { FacilityCardData, FacilityCardProps, FacilityCardSkeletonProps } from "./facility-card";
