import type { OwnerStatsPeriod } from "./owner-stats";

/** Today, this week and this month of an owner with two facilities: story and test data only. */
export const samplePeriods: OwnerStatsPeriod[] = [
  {
    key: "today",
    label: "Bugün",
    reservationCount: 3,
    bookedHours: 3,
    openHours: 30,
    occupancy: 10,
    revenue: 3000,
    paidOnline: 300,
  },
  {
    key: "week",
    label: "Bu Hafta",
    range: "2 - 8 Mart",
    reservationCount: 24,
    bookedHours: 24,
    openHours: 182,
    occupancy: 13.2,
    revenue: 26500,
    paidOnline: 4200,
  },
  {
    key: "month",
    label: "Bu Ay",
    range: "Mart 2026",
    reservationCount: 96,
    bookedHours: 96,
    openHours: 804,
    occupancy: 11.9,
    revenue: 104250.5,
    paidOnline: 18300,
  },
];
