/**
 * GET /reservations/owner-facilities: the facilities the owner's reservation screens choose
 * from (the caller's, not deleted, by name).
 */
import useSWR, { type SWRConfiguration } from "swr";
import type { OwnerFacilityOptions } from "../contract/reservations/owner";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { parseAnswer, withContract } from "../facilities/lazy-contract";
import { useSession } from "../session/use-session";
import { loadOwnerContract } from "./owner-contract";

export const ownerFacilityOptionsPath = "/reservations/owner-facilities" as const;

/** Checked with `ownerFacilityOptionsDataSchema`. */
export async function fetchOwnerFacilityOptions(): Promise<OwnerFacilityOptions> {
  const [{ ownerFacilityOptionsDataSchema }, { data, status }] = await withContract(loadOwnerContract, () =>
    apiGet(ownerFacilityOptionsPath),
  );
  return parseAnswer(ownerFacilityOptionsDataSchema, data, status);
}

export function useOwnerFacilityOptions(config?: SWRConfiguration<OwnerFacilityOptions, ApiError>) {
  const { token } = useSession();
  return useSWR<OwnerFacilityOptions, ApiError>(
    token ? ownerFacilityOptionsPath : null,
    fetchOwnerFacilityOptions,
    config,
  );
}
