export {
  OwnerFacilityCard,
  OwnerFacilityCardSkeleton,
  ownerFacilityCardVariants,
} from "./owner-facility-card";
export type {
  OwnerFacilityCardData,
  OwnerFacilityCardProps,
  OwnerFacilityCardSkeletonProps,
} from "./owner-facility-card";
