/*
 * The web push service worker (Firebase Cloud Messaging delivers standard Web Push). A push
 * while a window of the app has the focus goes to that window, which shows a toast; otherwise
 * the notification is shown, and a click opens its link (an app path) in a window of the app.
 */
self.addEventListener("push", (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  const notification = payload.notification || {};
  const data = payload.data || {};
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const focused = windows.find((client) => client.focused);
      if (focused) {
        focused.postMessage({ type: "halisaha-push", notification, data });
        return undefined;
      }
      if (!notification.title) return undefined;
      return self.registration.showNotification(notification.title, {
        body: notification.body || "",
        data: { link: data.link || "/" },
        icon: "/favicon.svg",
      });
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const link = new URL((event.notification.data && event.notification.data.link) || "/", self.location.origin);
  if (link.origin !== self.location.origin) return;
  event.waitUntil(self.clients.openWindow(link.href));
});
