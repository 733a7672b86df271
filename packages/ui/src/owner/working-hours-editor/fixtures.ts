import { DEFAULT_DAY_HOURS, PRESET_DAY_HOURS } from "@halisaha/data/rules";
import type { WorkingDayValue } from "./working-hours-editor";

const days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** Every day open 09:00-22:00 (the form's start). Story and test data only. */
export function defaultWeek(): WorkingDayValue[] {
  return days.map((day) => ({ day, isOpen: true, hours: [...DEFAULT_DAY_HOURS] }));
}

/** Weekdays 15:00-03:00, Saturday all day, Sunday closed. */
export function mixedWeek(): WorkingDayValue[] {
  return days.map((day, index) =>
    index < 5
      ? { day, isOpen: true, hours: [...PRESET_DAY_HOURS] }
      : index === 5
        ? {
            day,
            isOpen: true,
            hours: Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, "0")}:00`),
          }
        : { day, isOpen: false, hours: [] },
  );
}
