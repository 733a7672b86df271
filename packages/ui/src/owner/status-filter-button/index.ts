export {
  nextStatusFilter,
  StatusFilterButton,
  statusFilterLabels,
  statusFilterValues,
} from "./status-filter-button";
export type { StatusFilterButtonProps, StatusFilterValue } from "./status-filter-button";
