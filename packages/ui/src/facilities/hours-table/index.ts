export { HoursTable, WEEKDAY_KEYS, formatOpenHours, weekdayNames, weekdayNumber } from "./hours-table";
export type { HoursTableProps, WeekdayKey, WorkingDay } from "./hours-table";
