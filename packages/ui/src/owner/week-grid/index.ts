export { WeekGrid, weekGridEntryLabels, weekGridEntryVariants, weekGridRows } from "./week-grid";
export type { WeekGridCell, WeekGridDay, WeekGridEntry, WeekGridProps, WeekGridSlot } from "./week-grid";
