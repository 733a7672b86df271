/** GET /districts?cityId=: one city's districts, for the district select. */
import useSWR, { type SWRConfiguration } from "swr";
import type { District } from "../contract/facilities/locations";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";

/** The key of a city's districts (the first 100); null without a city. */
export function districtsKey(cityId: number | null | undefined) {
  return cityId ? (["/districts", { cityId, limit: 100, offset: 0 }] as const) : null;
}

/** A city's districts, checked with `districtListDataSchema`. */
export async function fetchDistricts(cityId: number): Promise<District[]> {
  const { data } = await checkedAnswer(contracts.place, (c) => c.districtListDataSchema, () =>
    apiGet("/districts", { query: { cityId, limit: 100, offset: 0 } }),
  );
  return data.items;
}

/** The districts of `cityId`; asks nothing while no city is chosen. */
export function useDistricts(cityId: number | null | undefined, config?: SWRConfiguration<District[], ApiError>) {
  const key = districtsKey(cityId);
  return useSWR<District[], ApiError>(key, key ? () => fetchDistricts(key[1].cityId) : null, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    ...config,
  });
}
