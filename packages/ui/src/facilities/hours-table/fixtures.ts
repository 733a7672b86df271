import type { WorkingDay } from "./hours-table";

/** Start hours from `from` up to, not including, `to` (wrapping past midnight); `from === to` is all day. */
export function hourRange(from: number, to: number): string[] {
  const hours: string[] = [];
  let hour = from;
  do {
    hours.push(`${String(hour).padStart(2, "0")}:00`);
    hour = (hour + 1) % 24;
  } while (hour !== to);
  return hours;
}

/** A typical week: 09:00-00:00 on weekdays, late on Friday and Saturday, closed on Sunday. */
export const sampleWeek: WorkingDay[] = [
  { day: 1, isOpen: true, hours: hourRange(9, 0) },
  { day: 2, isOpen: true, hours: hourRange(9, 0) },
  { day: 3, isOpen: true, hours: hourRange(9, 22) },
  { day: 4, isOpen: true, hours: hourRange(9, 22) },
  { day: 5, isOpen: true, hours: hourRange(15, 3) },
  { day: 6, isOpen: true, hours: hourRange(0, 0) },
  { day: 7, isOpen: false, hours: [] },
];
