export {
  FacilityCard,
  FacilityCardSkeleton,
  facilityCardVariants,
  formatLocation,
  formatTime,
} from "./facility-card";
export type { FacilityCardData, FacilityCardProps, FacilityCardSkeletonProps } from "./facility-card";
export { FacilityImagePlaceholder } from "./facility-image-placeholder";
export type { FacilityImagePlaceholderProps } from "./facility-image-placeholder";
