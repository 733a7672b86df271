/** PUT /notifications/user/mark-as-read/{id}, PUT …/mark-all-as-read, POST /notifications/device-token/add. */
import type { DeviceType } from "../contract/notifications/messages";
import type { MarkAllReadData, Notification } from "../contract/notifications/notification";
import { apiPost, apiPut } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
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

/** Registers this browser's push token for the signed-in user. */
export async function addDeviceToken(deviceToken: string, deviceType: DeviceType = "web"): Promise<void> {
  await checkedAnswer(contracts.notification, (c) => c.deviceTokenDataSchema, () =>
    apiPost(`${notificationsPath}/device-token/add`, { deviceToken, deviceType }),
  );
}
