/** GET /reservations/owner-dashboard: the owner dashboard's figures and lists in one answer. */
import useSWR, { type SWRConfiguration } from "swr";
import type { OwnerDashboard } from "../contract/reservations/owner";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { useSession } from "../session/use-session";

export const ownerDashboardPath = "/reservations/owner-dashboard" as const;

/** Checked with `ownerDashboardDataSchema`. */
export async function fetchOwnerDashboard(): Promise<OwnerDashboard> {
  const { data } = await checkedAnswer(contracts.ownerReservation, (c) => c.ownerDashboardDataSchema, () =>
    apiGet(ownerDashboardPath),
  );
  return data.items;
}

/** The signed-in owner's (or admin's) dashboard; asks nothing for a guest. */
export function useOwnerDashboard(config?: SWRConfiguration<OwnerDashboard, ApiError>) {
  const { token } = useSession();
  return useSWR<OwnerDashboard, ApiError>(token ? ownerDashboardPath : null, fetchOwnerDashboard, config);
}
