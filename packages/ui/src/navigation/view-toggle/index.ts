export { ViewToggle, viewToggleItemVariants } from "./view-toggle";
export type { ViewMode, ViewToggleProps } from "./view-toggle";
