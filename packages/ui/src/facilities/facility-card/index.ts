export {
  FacilityCard,
  FacilityCardSkeleton,
  facilityCardVariants,
  formatLocation,
  formatTime,
} from "./facility-card";
export type { FacilityCardData, FacilityCardProps, FacilityCardSkeletonProps } from "./facility-card";
