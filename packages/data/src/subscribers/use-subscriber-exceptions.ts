/** GET /subscribers/:id/exceptions?t=: one subscriber's exception days, soonest first. */
import useSWR, { type SWRConfiguration } from "swr";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import type { ListData } from "../contract/envelope";
import type { SubscriberException } from "../contract/subscribers/subscriber";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { parseId } from "../contract/common/ids";
import { subscribersPath } from "./use-subscribers";

export const subscriberExceptionsPath = (subscriberId: number | string) =>
  `${subscribersPath}/${subscriberId}/exceptions`;

/** The key of one subscriber's exceptions; null until the subscriber is known. */
export function subscriberExceptionsKey(subscriberId: number | string | null | undefined) {
  const id = parseId(subscriberId);
  return id === null ? null : subscriberExceptionsPath(id);
}

/**
 * The exceptions, checked with `subscriberExceptionListDataSchema`. The request carries the
 * cache-busting `t` query parameter, so no HTTP cache answers with an old list.
 */
export async function fetchSubscriberExceptions(
  subscriberId: number | string,
): Promise<ListData<SubscriberException>> {
  const { data } = await checkedAnswer(contracts.subscriber, (c) => c.subscriberExceptionListDataSchema, () =>
    apiGet(subscriberExceptionsPath(subscriberId), { query: { t: Date.now() } }),
  );
  return data;
}

export function useSubscriberExceptions(
  subscriberId: number | string | null | undefined,
  config?: SWRConfiguration<ListData<SubscriberException>, ApiError>,
) {
  const id = parseId(subscriberId);
  return useSWR<ListData<SubscriberException>, ApiError>(
    subscriberExceptionsKey(id),
    id === null ? null : () => fetchSubscriberExceptions(id),
    config,
  );
}
