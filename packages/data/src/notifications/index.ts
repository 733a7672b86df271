export { notificationListPath, notificationsPath } from "./path";
export {
  fetchNotifications,
  notificationsKey,
  unreadNotificationsKey,
  useNotificationPages,
  useUnreadNotificationCount,
  type NotificationsRequest,
} from "./use-notifications";
export {
  addDeviceToken,
  markAllNotificationsRead,
  markNotificationRead,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from "./write-notifications";
