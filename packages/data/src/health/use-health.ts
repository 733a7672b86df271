/** GET /health: is the API up. Schema in the contract (`healthDataSchema`), key, fetcher, hook. */
import useSWR, { type SWRConfiguration } from "swr";
import type { HealthData } from "../contract/health";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";

export const healthKey = "/health" as const;

export async function fetchHealth(): Promise<HealthData> {
  const { data } = await checkedAnswer(contracts.health, (c) => c.healthDataSchema, () => apiGet(healthKey));
  return data;
}

export function useHealth(config?: SWRConfiguration<HealthData, ApiError>) {
  return useSWR<HealthData, ApiError>(healthKey, fetchHealth, config);
}
