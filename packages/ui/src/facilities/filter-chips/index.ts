export { FilterChips } from "./filter-chips";
export type { FilterChip, FilterChipsProps } from "./filter-chips";
