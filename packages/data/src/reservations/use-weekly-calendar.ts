/** GET /reservations/weekly-calendar?facilityId&startDate&endDate: one facility's week for its owner. */
import useSWR, { type SWRConfiguration } from "swr";
import type { WeeklyCalendarData } from "../contract/reservations/owner";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";

export const weeklyCalendarPath = "/reservations/weekly-calendar" as const;

export type WeeklyCalendarRequest = { facilityId: number; startDate: string; endDate: string };

export function weeklyCalendarKey(request: WeeklyCalendarRequest) {
  return [weeklyCalendarPath, { ...request }] as const;
}

/** The week, checked with `weeklyCalendarDataSchema`; 404 for a facility the caller does not manage. */
export async function fetchWeeklyCalendar(request: WeeklyCalendarRequest): Promise<WeeklyCalendarData> {
  const { data } = await checkedAnswer(contracts.ownerReservation, (c) => c.weeklyCalendarDataSchema, () =>
    apiGet(weeklyCalendarPath, { query: { ...request } }),
  );
  return data;
}

/** The week of `request`; asks nothing while it is null (no facility chosen yet). */
export function useWeeklyCalendar(
  request: WeeklyCalendarRequest | null,
  config?: SWRConfiguration<WeeklyCalendarData, ApiError>,
) {
  return useSWR<WeeklyCalendarData, ApiError>(
    request ? weeklyCalendarKey(request) : null,
    request ? () => fetchWeeklyCalendar(request) : null,
    config,
  );
}
