/** GET /cities: every province (81), for the city selects. */
import useSWR, { type SWRConfiguration } from "swr";
import type { City } from "../contract/facilities/locations";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";

/** Selectors ask the first 100: all 81 provinces in one answer. */
export const citiesQuery = { limit: 100, offset: 0 } as const;
export const citiesKey = ["/cities", citiesQuery] as const;

/** The cities in the Turkish alphabet's order, checked with `cityListDataSchema`. */
export async function fetchCities(): Promise<City[]> {
  const { data } = await checkedAnswer(contracts.place, (c) => c.cityListDataSchema, () =>
    apiGet("/cities", { query: citiesQuery }),
  );
  return data.items;
}

/** The provinces change only with a new data release: read once per page load. */
export function useCities(config?: SWRConfiguration<City[], ApiError>) {
  return useSWR<City[], ApiError>(citiesKey, fetchCities, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    ...config,
  });
}
