/** GET /reservations/owner-dashboard: the owner dashboard's figures and lists in one answer. */
import useSWR, { type SWRConfiguration } from "swr";
import type { OwnerDashboard } from "../contract/reservations/owner";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { parseAnswer, withContract } from "../facilities/lazy-contract";
import { useSession } from "../session/use-session";
import { loadOwnerContract } from "./owner-contract";

export const ownerDashboardPath = "/reservations/owner-dashboard" as const;

/** Checked with `ownerDashboardDataSchema`. */
export async function fetchOwnerDashboard(): Promise<OwnerDashboard> {
  const [{ ownerDashboardDataSchema }, { data, status }] = await withContract(loadOwnerContract, () =>
    apiGet(ownerDashboardPath),
  );
  return parseAnswer(ownerDashboardDataSchema, data, status).items;
}

/** The signed-in owner's (or admin's) dashboard; asks nothing for a guest. */
export function useOwnerDashboard(config?: SWRConfiguration<OwnerDashboard, ApiError>) {
  const { token } = useSession();
  return useSWR<OwnerDashboard, ApiError>(token ? ownerDashboardPath : null, fetchOwnerDashboard, config);
}
