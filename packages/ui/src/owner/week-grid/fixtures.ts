import type { WeekGridDay, WeekGridEntry } from "./week-grid";

const pad2 = (n: number) => String(n).padStart(2, "0");
const next = (ymd: string) => {
  const d = new Date(`${ymd}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * Open 15:00-03:00 (the last three hours past midnight), Sunday shut: story and test data only.
 * Hours before row `pastUntil` (25 = 01:00 past midnight) have started.
 */
function eveningDay(date: string, open: boolean, pastUntil?: number): WeekGridDay {
  if (!open) return { date, slots: [] };
  const hours = [15, 16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 2];
  return {
    date,
    slots: hours.map((hour) => ({
      date: hour < 15 ? next(date) : date,
      startTime: `${pad2(hour)}:00`,
      endTime: `${pad2((hour + 1) % 24)}:00`,
      isPast: pastUntil !== undefined && (hour < 15 ? hour + 24 : hour) < pastUntil,
    })),
  };
}

/** Monday 2 to Sunday 8 March 2026; Wednesday is today, its hours before 18:00 have started. */
export const sampleDays: WeekGridDay[] = [
  eveningDay("2026-03-02", true, 27),
  eveningDay("2026-03-03", true, 27),
  eveningDay("2026-03-04", true, 18),
  eveningDay("2026-03-05", true),
  eveningDay("2026-03-06", true),
  eveningDay("2026-03-07", true),
  eveningDay("2026-03-08", false),
];

export const sampleToday = "2026-03-04";

export const sampleEntries: WeekGridEntry[] = [
  {
    key: "r1",
    day: "2026-03-02",
    date: "2026-03-02",
    startTime: "19:00",
    endTime: "20:00",
    status: "completed",
    title: "Can Yılmaz",
  },
  {
    key: "r2",
    day: "2026-03-04",
    date: "2026-03-04",
    startTime: "20:00",
    endTime: "21:00",
    status: "pending",
    title: "Şükrü Öztürk",
  },
  {
    key: "r3",
    day: "2026-03-05",
    date: "2026-03-05",
    startTime: "21:00",
    endTime: "22:00",
    status: "confirmed",
    title: "Ayşe Çelik",
  },
  {
    key: "s1",
    day: "2026-03-06",
    date: "2026-03-06",
    startTime: "18:00",
    endTime: "20:00",
    status: "confirmed",
    isSubscription: true,
    title: "Cuma Takımı",
  },
  // Friday's 01:00 is a Saturday hour shown under Friday.
  {
    key: "r4",
    day: "2026-03-06",
    date: "2026-03-07",
    startTime: "01:00",
    endTime: "02:00",
    status: "confirmed",
    title: "Gece Maçı",
  },
];
