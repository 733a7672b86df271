/**
 * GET /reservations/owner-facilities: the facilities the owner's reservation screens choose
 * from (the caller's, not deleted, by name).
 */
import useSWR, { type SWRConfiguration } from "swr";
import type { OwnerFacilityOptions } from "../contract/reservations/owner";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { useSession } from "../session/use-session";

export const ownerFacilityOptionsPath = "/reservations/owner-facilities" as const;

/** Checked with `ownerFacilityOptionsDataSchema`. */
export async function fetchOwnerFacilityOptions(): Promise<OwnerFacilityOptions> {
  const { data } = await checkedAnswer(contracts.ownerReservation, (c) => c.ownerFacilityOptionsDataSchema, () =>
    apiGet(ownerFacilityOptionsPath),
  );
  return data;
}

export function useOwnerFacilityOptions(config?: SWRConfiguration<OwnerFacilityOptions, ApiError>) {
  const { token } = useSession();
  return useSWR<OwnerFacilityOptions, ApiError>(
    token ? ownerFacilityOptionsPath : null,
    fetchOwnerFacilityOptions,
    config,
  );
}
