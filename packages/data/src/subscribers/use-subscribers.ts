/** GET /subscribers/facility/:facilityId: a facility's weekly regulars with their exception days. */
import useSWR, { type SWRConfiguration } from "swr";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import type { ListData } from "../contract/envelope";
import type { Subscriber } from "../contract/subscribers/subscriber";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { parseId } from "../contract/common/ids";

/** Every subscriber key and write lives under this path. */
export const subscribersPath = "/subscribers" as const;

export const facilitySubscribersPath = (facilityId: number | string) =>
  `${subscribersPath}/facility/${facilityId}`;

/** The key of one facility's subscribers; null until the facility is known. */
export function subscribersKey(facilityId: number | string | null | undefined) {
  const id = parseId(facilityId);
  return id === null ? null : facilitySubscribersPath(id);
}

/** The facility's subscribers, checked with `subscriberListDataSchema`. */
export async function fetchSubscribers(facilityId: number | string): Promise<ListData<Subscriber>> {
  const { data } = await checkedAnswer(contracts.subscriber, (c) => c.subscriberListDataSchema, () =>
    apiGet(facilitySubscribersPath(facilityId)),
  );
  return data;
}

/** One facility's subscribers (the facility's owner or an admin); asks nothing without a facility. */
export function useSubscribers(
  facilityId: number | string | null | undefined,
  config?: SWRConfiguration<ListData<Subscriber>, ApiError>,
) {
  const id = parseId(facilityId);
  return useSWR<ListData<Subscriber>, ApiError>(
    subscribersKey(id),
    id === null ? null : () => fetchSubscribers(id),
    config,
  );
}
