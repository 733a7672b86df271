/** The notification texts and page size, without zod: the header's bell reads them on every page. */

/** The popover asks 10 a page; more loads while offset + 10 < count. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** What a browser registers for push (only `web` today). */
export const deviceTypes = ["web"] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** What the popover, the bell and the API say (Public layout, sections 7 and 8). */
export const notificationMessages = {
  title: "Bildirimler",
  bell: "Bildirimler",
  bellUnread: "Bildirimler, okunmamış bildirim var",
  markRead: "Okundu",
  markAllRead: "Tümünü okundu işaretle",
  loadMore: "Daha Fazla Yükle",
  close: "Kapat",
  empty: "Bildirim yok",
  loading: "Bildirimler yükleniyor",
  loadFailed: "Bildirimler yüklenirken hata oluştu",
  retry: "Tekrar Dene",
  unread: "Okunmadı",
  markedRead: "Bildirim okundu olarak işaretlendi",
  allMarkedRead: "Tüm bildirimler okundu olarak işaretlendi",
  notFound: "Bildirim bulunamadı.",
  invalidId: "Geçersiz bildirim numarası",
  tokenSaved: "Cihaz bildirimler için kaydedildi",
  tokenRequired: "Cihaz anahtarı zorunludur",
  tokenInvalid: "Geçersiz cihaz anahtarı",
  deviceTypeInvalid: "Geçersiz cihaz türü",
} as const;

/** Longest device token accepted (FCM registration tokens are about 160-200 characters). */
export const DEVICE_TOKEN_MAX_LENGTH = 4096;

/** What caused a notification; the server writes the texts, the client shows title and body. */
export const notificationKinds = [
  "reservation_created",
  "reservation_confirmed",
  "reservation_cancelled",
  "reservation_completed",
  "payment_received",
  "refund_issued",
  "hold_released",
  "reservation_reminder",
  "login_attempts",
  /** Another account verified a phone number this account held unverified: the claim was dropped. */
  "phone_claim_dropped",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
