/** GET /config: what the browser needs about optional sign-in providers (Google client id). */
import useSWR, { type SWRConfiguration } from "swr";
import type { PublicConfig } from "../contract/accounts/auth";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";

export const publicConfigKey = "/config" as const;

export async function fetchPublicConfig(): Promise<PublicConfig> {
  const { data } = await checkedAnswer(contracts.auth, (c) => c.publicConfigSchema, () => apiGet(publicConfigKey));
  return data;
}

/** The configuration changes only with a server restart: read once per page load. */
export function usePublicConfig(config?: SWRConfiguration<PublicConfig, ApiError>) {
  return useSWR<PublicConfig, ApiError>(publicConfigKey, fetchPublicConfig, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    ...config,
  });
}
