/** GET /facilities/user: the caller's own facilities of every status (admin: all). */
import useSWR, { type SWRConfiguration } from "swr";
import type { ListData } from "../contract/envelope";
import type { Facility } from "../contract/facilities/facility";
import type { FacilityStatus } from "../contract/enums/facility-status";
import type { ApiError } from "../client/api-error";
import { apiGet, type Query } from "../client/request";
import { heavyListConfig } from "../swr/data-provider";
import { checkedAnswer, contracts } from "../client/checked-answer";

export const ownerFacilitiesPath = "/facilities/user";

export type OwnerFacilitiesRequest = {
  limit?: number;
  offset?: number;
  search?: string | null;
  /** Absent or null: every status. */
  status?: FacilityStatus | null;
};

export function ownerFacilitiesQuery(request: OwnerFacilitiesRequest = {}): Query {
  const query: Query = {};
  if (request.limit !== undefined) query.limit = request.limit;
  if (request.offset !== undefined) query.offset = request.offset;
  const search = request.search?.trim();
  if (search) query.search = search;
  if (request.status) query.status = request.status;
  return query;
}

export function ownerFacilitiesKey(request: OwnerFacilitiesRequest = {}) {
  return [ownerFacilitiesPath, ownerFacilitiesQuery(request)] as const;
}

/** One page, checked with `facilityListDataSchema`. */
export async function fetchOwnerFacilities(
  request: OwnerFacilitiesRequest = {},
): Promise<ListData<Facility>> {
  const { data } = await checkedAnswer(contracts.facility, (c) => c.facilityListDataSchema, () =>
    apiGet(ownerFacilitiesPath, { query: ownerFacilitiesQuery(request) }),
  );
  return data;
}

/** One page of the owner's facilities; the previous page stays while the next loads. */
export function useOwnerFacilities(
  request: OwnerFacilitiesRequest = {},
  config?: SWRConfiguration<ListData<Facility>, ApiError>,
) {
  return useSWR<ListData<Facility>, ApiError>(
    ownerFacilitiesKey(request),
    () => fetchOwnerFacilities(request),
    {
      ...heavyListConfig,
      ...config,
    },
  );
}
