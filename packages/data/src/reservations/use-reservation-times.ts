/** GET /facilities/:id/reservation-times?date=: one business day's hours, free or taken. */
import useSWR, { type SWRConfiguration } from "swr";
import type { ReservationTimesData } from "../contract/reservations/reservation";
import { parseYmd } from "../contract/time";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { parseId } from "../contract/common/ids";

/** The slot list's path of one facility (writes that take or free an hour revalidate it). */
export const reservationTimesPath = (facilityId: number | string) =>
  `/facilities/${facilityId}/reservation-times`;

type TimesRequest = { facilityId: number; date: string };

function timesRequest(
  facilityId: number | string | null | undefined,
  date: string | null | undefined,
): TimesRequest | null {
  const id = parseId(facilityId);
  if (id === null || !date || parseYmd(date) === null) return null;
  return { facilityId: id, date };
}

/** The key of one facility's hours on business day `date`; null when either names nothing. */
export function reservationTimesKey(
  facilityId: number | string | null | undefined,
  date: string | null | undefined,
) {
  const request = timesRequest(facilityId, date);
  return request === null
    ? null
    : ([reservationTimesPath(request.facilityId), { date: request.date }] as const);
}

/**
 * The hours of `date` (`YYYY-MM-DD`): each with its status (true = free), calendar date, start,
 * end, `isPast` and price, plus the day's price and deposit; checked with
 * `reservationTimesDataSchema`.
 */
export async function fetchReservationTimes(
  facilityId: number | string,
  date: string,
): Promise<ReservationTimesData> {
  const { data } = await checkedAnswer(contracts.reservation, (c) => c.reservationTimesDataSchema, () =>
    apiGet(reservationTimesPath(facilityId), { query: { date } }),
  );
  return data;
}

/**
 * One facility's hours on one business day. Asks nothing until the facility id and a valid
 * date are known; another date is another key, so the picker shows its loading state.
 */
export function useReservationTimes(
  facilityId: number | string | null | undefined,
  date: string | null | undefined,
  config?: SWRConfiguration<ReservationTimesData, ApiError>,
) {
  const request = timesRequest(facilityId, date);
  return useSWR<ReservationTimesData, ApiError>(
    reservationTimesKey(facilityId, date),
    request === null ? null : () => fetchReservationTimes(request.facilityId, request.date),
    config,
  );
}
