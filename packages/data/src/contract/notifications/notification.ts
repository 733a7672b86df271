import { z } from "zod";
import { idSchema, listDataSchema, pagingSchema } from "../common/query";
import {
  DEVICE_TOKEN_MAX_LENGTH,
  deviceTypes,
  notificationKinds,
  notificationMessages as m,
  NOTIFICATIONS_PAGE_SIZE,
} from "./messages";

/**
 * One notification of the signed-in user (id, title, body, sentAt, isRead).
 * `link` is the app path a click opens (the reservation it is about), `reservationId` that
 * reservation, `kind` what caused it.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  sentAt: z.string(),
  isRead: z.boolean(),
  kind: z.enum(notificationKinds),
  link: z.string().nullable(),
  reservationId: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /notifications/user?limit&offset`: 10 a page by default, newest first. */
export const notificationListQuerySchema = z.object(pagingSchema(NOTIFICATIONS_PAGE_SIZE));
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** The page, `count` of every notification, and how many are unread (the bell's dot). */
export const notificationListDataSchema = listDataSchema(notificationSchema).extend({
  unreadCount: z.number().int(),
});
export type NotificationListData = z.infer<typeof notificationListDataSchema>;

/** `PUT /notifications/user/mark-as-read/{id}`. */
export const notificationIdParamsSchema = z.object({ id: idSchema(m.invalidId) });

/** `PUT /notifications/user/mark-as-read/{id}` → `data.items`: the notification, read. */
export const notificationItemDataSchema = z.object({ items: notificationSchema });

/** `PUT /notifications/user/mark-all-as-read` → how many were unread. */
export const markAllReadDataSchema = z.object({ updated: z.number().int() });
export type MarkAllReadData = z.infer<typeof markAllReadDataSchema>;

/** `POST /notifications/device-token/add` (deviceToken, deviceType web). */
export const deviceTokenBodySchema = z.object({
  deviceToken: z
    .string({ error: m.tokenRequired })
    .trim()
    .min(1, { error: m.tokenRequired })
    .max(DEVICE_TOKEN_MAX_LENGTH, { error: m.tokenInvalid })
    .regex(/^\S+$/, { error: m.tokenInvalid }),
  deviceType: z.enum(deviceTypes, { error: m.deviceTypeInvalid }).default("web"),
});
export type DeviceTokenBody = z.input<typeof deviceTokenBodySchema>;

export const deviceTokenDataSchema = z.object({ deviceType: z.enum(deviceTypes) });

/**
 * The browser half of Firebase Cloud Messaging (`GET /config` → `push`): present only when the
 * server can send pushes. `vapidKey` is the web push certificate's public key.
 */
export const pushConfigSchema = z.object({
  apiKey: z.string(),
  projectId: z.string(),
  messagingSenderId: z.string(),
  appId: z.string(),
  vapidKey: z.string(),
});
export type PushConfig = z.infer<typeof pushConfigSchema>;
