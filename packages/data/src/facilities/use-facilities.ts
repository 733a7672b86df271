/** GET /facilities: one page of the facility search (rating high to low, then name, unless `sort` says otherwise). */
import useSWR, { type SWRConfiguration } from "swr";
import type { ListData } from "../contract/envelope";
import type { Facility } from "../contract/facilities/facility";
import type { FacilityStatus } from "../contract/enums/facility-status";
import type { FacilitySort } from "../contract/facilities/messages";
import type { ApiError } from "../client/api-error";
import { apiGet, type Query } from "../client/request";
import { heavyListConfig } from "../swr/data-provider";
import { checkedAnswer, contracts } from "../client/checked-answer";

/**
 * What the list asks for. `city` and `district` are a slug (`istanbul`, `kadikoy`) or an id;
 * absent, empty or null values are not sent.
 */
export type FacilitiesRequest = {
  limit?: number;
  offset?: number;
  city?: string | number | null;
  district?: string | number | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  rating?: number | null;
  search?: string | null;
  status?: FacilityStatus | null;
  /** The order; absent = rating. */
  sort?: FacilitySort | null;
};

export type FacilityList = ListData<Facility>;

/** The page size of the facility list. */
export const FACILITY_PAGE_SIZE = 10;

/** The query as sent: only the values that say something, so equal searches share one key. */
export function facilitiesQuery(request: FacilitiesRequest = {}): Query {
  const query: Query = {};
  for (const [name, value] of Object.entries(request) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === "string") {
      const text = value.trim();
      if (text !== "") query[name] = text;
    } else if (typeof value === "number" && Number.isFinite(value)) {
      query[name] = value;
    }
  }
  return query;
}

export function facilitiesKey(request: FacilitiesRequest = {}) {
  return ["/facilities", facilitiesQuery(request)] as const;
}

/** One page, checked with `facilityListDataSchema`. */
export async function fetchFacilities(request: FacilitiesRequest = {}): Promise<FacilityList> {
  const { data } = await checkedAnswer(contracts.facility, (c) => c.facilityListDataSchema, () =>
    apiGet("/facilities", { query: facilitiesQuery(request) }),
  );
  return data;
}

/**
 * One page of facilities. A heavy list: while another page or filter loads, `isLoading` is
 * true and `data` still holds the previous answer, so the screen can keep it (dimmed); no
 * refetch on focus.
 */
export function useFacilities(request: FacilitiesRequest = {}, config?: SWRConfiguration<FacilityList, ApiError>) {
  return useSWR<FacilityList, ApiError>(facilitiesKey(request), () => fetchFacilities(request), {
    ...heavyListConfig,
    ...config,
  });
}
