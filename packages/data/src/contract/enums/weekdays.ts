/** Weekdays Monday..Sunday (the week starts on Monday), in that order. */
export const weekdayKeys = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type WeekdayKey = (typeof weekdayKeys)[number];

/** ISO 8601 weekday numbers: 1 Monday .. 7 Sunday (the subscriber's `dayOfWeek`). */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof isoWeekdays)[number];

export const weekdayLabels = {
  monday: "Pazartesi",
  tuesday: "Salı",
  wednesday: "Çarşamba",
  thursday: "Perşembe",
  friday: "Cuma",
  saturday: "Cumartesi",
  sunday: "Pazar",
} as const satisfies Record<WeekdayKey, string>;

export type Weekday = { key: WeekdayKey; iso: IsoWeekday; label: string };

/** Monday..Sunday with ISO number and Turkish name, ready for selects and week grids. */
export const weekdays: readonly Weekday[] = weekdayKeys.map((key, i) => ({
  key,
  iso: (i + 1) as IsoWeekday,
  label: weekdayLabels[key],
}));

export function isIsoWeekday(value: unknown): value is IsoWeekday {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 7;
}

export function weekdayKeyOfIso(iso: IsoWeekday): WeekdayKey {
  return weekdayKeys[iso - 1] as WeekdayKey;
}

export function isoOfWeekdayKey(key: WeekdayKey): IsoWeekday {
  return (weekdayKeys.indexOf(key) + 1) as IsoWeekday;
}

/** The Turkish name of an ISO weekday (1 Pazartesi .. 7 Pazar); "" outside 1..7. */
export function weekdayLabelOfIso(iso: number): string {
  return isIsoWeekday(iso) ? weekdayLabels[weekdayKeyOfIso(iso)] : "";
}
