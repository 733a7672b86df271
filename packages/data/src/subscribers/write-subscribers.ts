/**
 * The subscriber writes, each a `useSWRMutation` hook: POST /subscribers, PUT /subscribers/:id,
 * DELETE /subscribers/:id, POST /subscribers/exception?t=, DELETE /subscribers/exception/:id.
 * Answers are checked with the contract; errors reject with ApiError (its message is the
 * server's Turkish text, its field errors the form's) and the app decides what to show. Every
 * write revalidates the subscriber lists and exceptions, the facility hours and the
 * reservation views (the weekly calendar), since a subscriber takes or frees hours.
 */
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { apiDelete, apiPost, apiPut } from "../client/request";
import type {
  CreateSubscriberBody,
  CreateSubscriberExceptionBody,
  Subscriber,
  SubscriberException,
  SubscriberFieldsInput,
} from "../contract/subscribers/subscriber";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { revalidatePaths } from "../swr/revalidate";
import { subscribersPath } from "./use-subscribers";

export type SubscriberWriteResult<T> = { item: T; message: string };

/** What a subscriber write changes: the lists, the exceptions, the hours and the reservation views. */
function revalidateAfterSubscriberWrite(mutate: ReturnType<typeof useSWRConfig>["mutate"]) {
  return revalidatePaths(mutate, subscribersPath, "/facilities", "/reservations");
}

export async function createSubscriber(
  body: CreateSubscriberBody,
): Promise<SubscriberWriteResult<Subscriber>> {
  const { data, message } = await checkedAnswer(contracts.subscriber, (c) => c.subscriberItemDataSchema, () =>
    apiPost(subscribersPath, body),
  );
  return { item: data.items, message };
}

export async function updateSubscriber(
  id: number,
  body: SubscriberFieldsInput,
): Promise<SubscriberWriteResult<Subscriber>> {
  const { data, message } = await checkedAnswer(contracts.subscriber, (c) => c.subscriberItemDataSchema, () =>
    apiPut(`${subscribersPath}/${id}`, body),
  );
  return { item: data.items, message };
}

export async function deleteSubscriber(id: number): Promise<SubscriberWriteResult<{ id: number }>> {
  const { data, message } = await checkedAnswer(contracts.subscriber, (c) => c.subscriberDeleteDataSchema, () =>
    apiDelete(`${subscribersPath}/${id}`),
  );
  return { item: data, message };
}

export async function addSubscriberException(
  body: CreateSubscriberExceptionBody,
): Promise<SubscriberWriteResult<SubscriberException>> {
  const { data, message } = await checkedAnswer(contracts.subscriber, (c) => c.subscriberExceptionItemDataSchema, () =>
    apiPost(`${subscribersPath}/exception`, body, { query: { t: Date.now() } }),
  );
  return { item: data.items, message };
}

export async function deleteSubscriberException(id: number): Promise<SubscriberWriteResult<{ id: number }>> {
  const { data, message } = await checkedAnswer(contracts.subscriber, (c) => c.subscriberDeleteDataSchema, () =>
    apiDelete(`${subscribersPath}/exception/${id}`),
  );
  return { item: data, message };
}

/** A `useSWRMutation` over one write that revalidates what subscribers change once it succeeded. */
function useSubscriberWrite<Arg, T>(name: string, write: (arg: Arg) => Promise<SubscriberWriteResult<T>>) {
  const { mutate } = useSWRConfig();
  return useSWRMutation([subscribersPath, { write: name }] as const, async (_key, { arg }: { arg: Arg }) => {
    const result = await write(arg);
    void revalidateAfterSubscriberWrite(mutate);
    return result;
  });
}

export function useCreateSubscriber() {
  return useSubscriberWrite("create", createSubscriber);
}

export function useUpdateSubscriber() {
  return useSubscriberWrite("update", ({ id, body }: { id: number; body: SubscriberFieldsInput }) =>
    updateSubscriber(id, body),
  );
}

export function useDeleteSubscriber() {
  return useSubscriberWrite("delete", deleteSubscriber);
}

export function useAddSubscriberException() {
  return useSubscriberWrite("add-exception", addSubscriberException);
}

export function useDeleteSubscriberException() {
  return useSubscriberWrite("delete-exception", deleteSubscriberException);
}
