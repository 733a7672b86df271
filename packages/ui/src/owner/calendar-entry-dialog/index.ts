export { CalendarEntryDialog } from "./calendar-entry-dialog";
export type { CalendarEntryData, CalendarEntryDialogProps } from "./calendar-entry-dialog";
