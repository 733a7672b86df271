/**
 * The browser half of web push (Firebase Cloud Messaging). This module and `firebase/*` load
 * only for a signed-in user when the server has a push configuration (see use-web-push.ts).
 *
 * - Permission is asked only when `ask` (after a user action); denied: a console warning, no
 *   registration.
 * - The token comes from `getToken` with our own service worker `/push-sw.js`, which shows
 *   background pushes and opens their link on a click; a missing token or a failed fetch is
 *   only logged.
 * - The token is sent to the API only when it differs from the one this browser last sent for
 *   this user (kept in localStorage).
 * - A push while the app has the focus comes from the service worker as a message and shows a
 *   toast for 5 seconds; one without title or body is only logged.
 */
import { addDeviceToken, type PushConfig } from "@halisaha/data";
import { notify } from "../../shared/toasts";

const SERVICE_WORKER_URL = "/push-sw.js";
const FOREGROUND_TOAST_MS = 5000;
const sentTokenKey = (userId: number | string) => `halisaha:push-token:${userId}`;

let listening = false;

export async function startWebPush(
  config: PushConfig,
  { userId, ask, onPush }: { userId: number | string; ask: boolean; onPush: () => void },
): Promise<void> {
  if (typeof Notification === "undefined" || !("serviceWorker" in navigator)) return;
  let permission = Notification.permission;
  if (permission === "default" && ask) permission = await Notification.requestPermission();
  if (permission !== "granted") {
    if (permission === "denied") console.warn("Bildirim izni verilmedi; anlık bildirimler kapalı.");
    return;
  }
  listenForForegroundPushes(onPush);

  let token: string;
  try {
    const [{ getApps, initializeApp }, { getMessaging, getToken }] = await Promise.all([
      import("firebase/app"),
      import("firebase/messaging"),
    ]);
    const { vapidKey, ...appConfig } = config;
    const app = getApps()[0] ?? initializeApp(appConfig);
    const serviceWorkerRegistration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    token = await getToken(getMessaging(app), { vapidKey, serviceWorkerRegistration });
  } catch (error) {
    console.warn("Bildirim anahtarı alınamadı.", error);
    return;
  }
  if (!token) {
    console.warn("Bildirim anahtarı alınamadı.");
    return;
  }
  if (localStorage.getItem(sentTokenKey(userId)) === token) return;
  await addDeviceToken(token);
  localStorage.setItem(sentTokenKey(userId), token);
}

type PushMessage = { type?: string; notification?: { title?: string; body?: string } };

function listenForForegroundPushes(onPush: () => void): void {
  if (listening) return;
  listening = true;
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<PushMessage>) => {
    if (event.data?.type !== "halisaha-push") return;
    const { title, body } = event.data.notification ?? {};
    onPush();
    if (!title || !body) {
      console.info("Başlığı veya metni olmayan bildirim alındı.", event.data);
      return;
    }
    notify.info(`${title}: ${body}`, { duration: FOREGROUND_TOAST_MS });
  });
}
