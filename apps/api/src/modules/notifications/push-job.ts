import { z } from "zod";
import { defineJob } from "../../jobs/define";
import { deleteDeviceTokens, findDeviceToken, findNotification } from "./repo";

/**
 * Sends one notification to one registered device through the push adapter (FCM). Queued by
 * `notify` in the event's transaction, one job per device, so a retry never pushes twice to a
 * device that already got it. A token FCM calls invalid is deleted; a failure of the service
 * is retried with backoff, 8 times (about 20 minutes: a later push is worth nothing). Without
 * a push configuration the job does nothing.
 */
export const pushJob = defineJob({
  kind: "notifications.push",
  payload: z.object({
    notificationId: z.number().int().positive(),
    deviceTokenId: z.number().int().positive(),
  }),
  maxAttempts: 8,
  run: async (deps, { notificationId, deviceTokenId }) => {
    if (!deps.push) return;
    const [notification, device] = await Promise.all([
      findNotification(deps.db, notificationId),
      findDeviceToken(deps.db, deviceTokenId),
    ]);
    // The token moved to another account since: that account must not read this one's news.
    if (!notification || !device || device.userId !== notification.userId) return;
    const result = await deps.push.send(device.token, {
      title: notification.title,
      body: notification.body,
      link: notification.link,
      notificationId: notification.id,
    });
    if (result === "invalid_token") {
      await deleteDeviceTokens(deps.db, [device.id]);
      deps.log.info({ deviceTokenId: device.id }, "push token reported invalid; dropped");
    }
  },
});

export function pushJobKey({
  notificationId,
  deviceTokenId,
}: {
  notificationId: number;
  deviceTokenId: number;
}) {
  return `notification-${notificationId}-device-${deviceTokenId}`;
}
