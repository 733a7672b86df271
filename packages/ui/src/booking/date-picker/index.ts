export { DatePicker, calendarDayVariants } from "./date-picker";
export type { DatePickerProps } from "./date-picker";
export {
  addCalendarDays,
  addCalendarMonths,
  dateOfYmd,
  daysInMonth,
  formatLongDate,
  formatMonthTitle,
  isoWeekday,
  istanbulNoon,
  istanbulToday,
  monthWeeks,
  parseCalendarDate,
  toCalendarDate,
  ymdOf,
} from "./calendar";
export type { CalendarDate } from "./calendar";
