/** GET /reservations/user?status&limit&offset: the signed-in user's bookings, latest start first. */
import useSWR, { type SWRConfiguration } from "swr";
import type { ListData } from "../contract/envelope";
import type { ReservationStatus } from "../contract/enums/reservation-status";
import type { Reservation } from "../contract/reservations/reservation";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { useSession } from "../session/use-session";

/** Every reservation path: writes to a reservation revalidate what lies below it. */
export const reservationsPath = "/reservations" as const;
export const myReservationsPath = "/reservations/user" as const;

/** The largest page the API serves (`userReservationListQuerySchema`); the screen asks this. */
export const MY_RESERVATIONS_PAGE_SIZE = 100;

export type MyReservationsRequest = {
  /** Only this status; absent or null for every status. */
  status?: ReservationStatus | null;
  /** @default MY_RESERVATIONS_PAGE_SIZE */
  limit?: number;
  /** @default 0 */
  offset?: number;
};

export type MyReservationList = ListData<Reservation>;

/** The query as sent: no status means every status, so equal requests share one key. */
export function myReservationsKey({
  status,
  limit = MY_RESERVATIONS_PAGE_SIZE,
  offset = 0,
}: MyReservationsRequest = {}) {
  return [myReservationsPath, status ? { status, limit, offset } : { limit, offset }] as const;
}

/** One page, checked with `reservationListDataSchema`. */
export async function fetchMyReservations(request: MyReservationsRequest = {}): Promise<MyReservationList> {
  const [path, query] = myReservationsKey(request);
  const { data } = await checkedAnswer(contracts.reservation, (c) => c.reservationListDataSchema, () =>
    apiGet(path, { query }),
  );
  return data;
}

/** The signed-in user's reservations; asks nothing for a guest. */
export function useMyReservations(
  request: MyReservationsRequest = {},
  config?: SWRConfiguration<MyReservationList, ApiError>,
) {
  const { token } = useSession();
  return useSWR<MyReservationList, ApiError>(
    token ? myReservationsKey(request) : null,
    () => fetchMyReservations(request),
    config,
  );
}
