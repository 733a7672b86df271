import {
  notificationMessages as m,
  totalPagesOf,
  type DeviceType,
  type Notification,
  type NotificationListData,
} from "@halisaha/data/contract";
import { notFound } from "../../http/errors";
import type { ModuleDeps } from "../../deps";
import type { UserRow } from "../users/repo";
import { listNotifications, markAllRead, markRead, saveDeviceToken, type NotificationRow } from "./repo";

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    sentAt: row.sentAt.toISOString(),
    isRead: row.isRead,
    kind: row.kind,
    link: row.link,
    reservationId: row.reservationId,
  };
}

export type NotificationsDeps = Pick<ModuleDeps, "db" | "clock">;

export function createNotificationsService({ db, clock }: NotificationsDeps) {
  return {
    /** The caller's notifications, newest first, with the count and the unread count. */
    async list(caller: UserRow, page: { limit: number; offset: number }): Promise<NotificationListData> {
      const { rows, count, unreadCount } = await listNotifications(db, caller.id, page);
      return {
        items: rows.map(toNotification),
        count,
        totalPages: totalPagesOf(count, page.limit),
        unreadCount,
      };
    },

    /** Only one's own: another user's id is the same 404 as an unknown one. */
    async markRead(caller: UserRow, id: number): Promise<Notification> {
      const row = await markRead(db, caller.id, id);
      if (!row) throw notFound(m.notFound);
      return toNotification(row);
    },

    async markAllRead(caller: UserRow): Promise<{ updated: number }> {
      return { updated: await markAllRead(db, caller.id) };
    },

    /** Stored for the caller: de-duplicated, moved over from another account that had it. */
    async addDeviceToken(caller: UserRow, body: { deviceToken: string; deviceType: DeviceType }) {
      await saveDeviceToken(db, {
        userId: caller.id,
        token: body.deviceToken,
        deviceType: body.deviceType,
        now: clock.now(),
      });
      return { deviceType: body.deviceType };
    },
  };
}
