export { DatePicker, calendarDayVariants } from "./date-picker";
export type { DatePickerProps } from "./date-picker";
export {
  addCalendarDays,
  addCalendarMonths,
  calendarWeekdays,
  daysInMonth,
  formatLongDate,
  formatMonthTitle,
  isoWeekday,
  istanbulToday,
  monthNames,
  monthWeeks,
  parseCalendarDate,
  toCalendarDate,
} from "./calendar";
export type { CalendarDate } from "./calendar";
