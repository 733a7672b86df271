export { Skeleton, skeletonVariants } from "./skeleton";
export type { SkeletonProps } from "./skeleton";
