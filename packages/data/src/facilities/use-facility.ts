/** GET /facilities/:id: one facility (`data.items`). */
import useSWR, { type SWRConfiguration } from "swr";
import { parseId } from "../contract/common/ids";
import type { Facility } from "../contract/facilities/facility";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";

/** The detail's key; null for an id that cannot name a facility (nothing is asked). */
export function facilityKey(id: number | string | null | undefined): string | null {
  const parsed = parseId(id);
  return parsed === null ? null : `/facilities/${parsed}`;
}

/**
 * The facility, checked with `facilityDetailDataSchema`. Rejects with ApiError (status 404,
 * 'Tesis bulunamadı.') for an unknown or hidden facility.
 */
export async function fetchFacility(id: number): Promise<Facility> {
  const { data } = await checkedAnswer(contracts.facility, (c) => c.facilityDetailDataSchema, () =>
    apiGet(`/facilities/${id}`),
  );
  return data.items;
}

/** The facility `id`; asks nothing for an id that is not a positive whole number. */
export function useFacility(id: number | string | null | undefined, config?: SWRConfiguration<Facility, ApiError>) {
  const facilityId = parseId(id);
  return useSWR<Facility, ApiError>(
    facilityKey(facilityId),
    facilityId === null ? null : () => fetchFacility(facilityId),
    config,
  );
}
