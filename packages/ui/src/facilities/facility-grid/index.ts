export { FacilityGrid, facilityGridVariants } from "./facility-grid";
export type { FacilityGridProps } from "./facility-grid";
