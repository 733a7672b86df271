export { AmenityList, amenityItemVariants } from "./amenity-list";
export type { AmenityListProps } from "./amenity-list";
