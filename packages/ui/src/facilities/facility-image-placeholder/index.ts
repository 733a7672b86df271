export { FacilityImagePlaceholder } from "./facility-image-placeholder";
export type { FacilityImagePlaceholderProps } from "./facility-image-placeholder";
