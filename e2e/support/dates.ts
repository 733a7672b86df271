/** Istanbul dates for journeys (UTC+3 all year, no daylight saving). */

/** The Istanbul calendar date `days` from today. */
export function istanbulDate(days: number): string {
  return new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week `date` lies in. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - weekday);
  return day.toISOString().slice(0, 10);
}
