export { HoursTable, weekdayNumber } from "./hours-table";
export type { HoursTableProps, WorkingDay } from "./hours-table";
