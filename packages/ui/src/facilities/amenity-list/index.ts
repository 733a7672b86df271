export { AMENITY_KEYS, AmenityList, amenityItemVariants, amenityLabel, amenityLabels } from "./amenity-list";
export type { AmenityKey, AmenityListProps } from "./amenity-list";
