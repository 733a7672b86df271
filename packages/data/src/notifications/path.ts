/** Where notifications live in the API; writes that cause one revalidate keys under it. */
export const notificationsPath = "/notifications" as const;
export const notificationListPath = "/notifications/user" as const;
