/** PUT /notifications/user/mark-as-read/{id}, PUT …/mark-all-as-read, POST /notifications/device-token/add. */
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import type { ApiError } from "../client/api-error";
import type { DeviceType } from "../contract/notifications/messages";
import type { MarkAllReadData, Notification } from "../contract/notifications/notification";
import { apiPost, apiPut } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { revalidatePaths } from "../swr/revalidate";
import { notificationListPath, notificationsPath } from "./path";

/** Marks one of the caller's notifications read (404 for someone else's). */
export async function markNotificationRead(id: number): Promise<Notification> {
  const { data } = await checkedAnswer(contracts.notification, (c) => c.notificationItemDataSchema, () =>
    apiPut(`${notificationListPath}/mark-as-read/${id}`),
  );
  return data.items;
}

export async function markAllNotificationsRead(): Promise<MarkAllReadData> {
  const { data } = await checkedAnswer(contracts.notification, (c) => c.markAllReadDataSchema, () =>
    apiPut(`${notificationListPath}/mark-all-as-read`),
  );
  return data;
}

/**
 * `markNotificationRead` as a mutation (`trigger(id)`). It revalidates nothing: the caller
 * shows 'Okundu' in its cached pages before the call and refreshes the unread count after it.
 */
export function useMarkNotificationRead() {
  return useSWRMutation<Notification, ApiError, string, number>(
    `${notificationListPath}#mark-read`,
    (_key, { arg: id }) => markNotificationRead(id),
  );
}

/** `markAllNotificationsRead` as a mutation (`trigger()`) that refreshes the lists and the unread count. */
export function useMarkAllNotificationsRead() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<MarkAllReadData, ApiError, string, void>(`${notificationListPath}#mark-all-read`, async () => {
    const result = await markAllNotificationsRead();
    void revalidatePaths(mutate, notificationListPath);
    return result;
  });
}

/** Registers this browser's push token for the signed-in user. */
export async function addDeviceToken(deviceToken: string, deviceType: DeviceType = "web"): Promise<void> {
  await checkedAnswer(contracts.notification, (c) => c.deviceTokenDataSchema, () =>
    apiPost(`${notificationsPath}/device-token/add`, { deviceToken, deviceType }),
  );
}
