export { DatePicker, calendarDayVariants } from "./date-picker";
export type { DatePickerProps } from "./date-picker";
