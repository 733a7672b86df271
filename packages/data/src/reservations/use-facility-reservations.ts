/**
 * GET /reservations/facility/:id?status&search&limit&offset: one facility's reservations for its
 * owner, soonest start first; and GET /reservations/:id/status-count, its count per status.
 */
import useSWR, { type SWRConfiguration } from "swr";
import type { ListData } from "../contract/envelope";
import type { ReservationStatus } from "../contract/enums/reservation-status";
import type { Reservation, ReservationStatusCount } from "../contract/reservations/reservation";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";

export const facilityReservationsPath = (facilityId: number) => `/reservations/facility/${facilityId}`;
export const statusCountPath = (facilityId: number) => `/reservations/${facilityId}/status-count`;

/** The owner list's page size. */
export const FACILITY_RESERVATIONS_PAGE_SIZE = 20;

export type FacilityReservationsRequest = {
  facilityId: number;
  status?: ReservationStatus | null;
  search?: string;
  /** @default FACILITY_RESERVATIONS_PAGE_SIZE */
  limit?: number;
  /** @default 0 */
  offset?: number;
};

export function facilityReservationsKey({
  facilityId,
  status,
  search,
  limit = FACILITY_RESERVATIONS_PAGE_SIZE,
  offset = 0,
}: FacilityReservationsRequest) {
  const query: Record<string, string | number> = { limit, offset };
  if (status) query.status = status;
  if (search?.trim()) query.search = search.trim();
  return [facilityReservationsPath(facilityId), query] as const;
}

/** One page, checked with `reservationListDataSchema`. */
export async function fetchFacilityReservations(
  request: FacilityReservationsRequest,
): Promise<ListData<Reservation>> {
  const [path, query] = facilityReservationsKey(request);
  const { data } = await checkedAnswer(contracts.reservation, (c) => c.reservationListDataSchema, () =>
    apiGet(path, { query }),
  );
  return data;
}

export function useFacilityReservations(
  request: FacilityReservationsRequest | null,
  config?: SWRConfiguration<ListData<Reservation>, ApiError>,
) {
  return useSWR<ListData<Reservation>, ApiError>(
    request ? facilityReservationsKey(request) : null,
    request ? () => fetchFacilityReservations(request) : null,
    config,
  );
}

/** Checked with `reservationStatusCountDataSchema`. */
export async function fetchStatusCount(facilityId: number): Promise<ReservationStatusCount> {
  const { data } = await checkedAnswer(contracts.reservation, (c) => c.reservationStatusCountDataSchema, () =>
    apiGet(statusCountPath(facilityId)),
  );
  return data.items;
}

export function useStatusCount(
  facilityId: number | null,
  config?: SWRConfiguration<ReservationStatusCount, ApiError>,
) {
  return useSWR<ReservationStatusCount, ApiError>(
    facilityId === null ? null : statusCountPath(facilityId),
    facilityId === null ? null : () => fetchStatusCount(facilityId),
    config,
  );
}
