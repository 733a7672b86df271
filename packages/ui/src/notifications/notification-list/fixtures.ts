import type { NotificationListItem } from "./notification-list";

/** The instant stories and tests count relative times from: 4 March 2026, 12:30 Istanbul. */
export const storyNow = new Date("2026-03-04T09:30:00.000Z");

const minutesAgo = (minutes: number) => new Date(storyNow.getTime() - minutes * 60_000).toISOString();

/** A mix of read and unread notifications, newest first. */
export const sampleNotifications: NotificationListItem[] = [
  {
    id: 5,
    title: "Rezervasyonunuz onaylandı",
    body: "Yıldız Halı Saha, 5 Mart 2026 20:00 - 21:00 rezervasyonunuz onaylandı (HS-4KM8PQ).",
    sentAt: minutesAgo(5),
    isRead: false,
  },
  {
    id: 4,
    title: "Yeni rezervasyon",
    body: "Şükrü Öztürk rezervasyon yaptı: Yıldız Halı Saha, 5 Mart 2026 21:00 - 22:00 (HS-7TQ2ZX).",
    sentAt: minutesAgo(3 * 60),
    isRead: false,
  },
  {
    id: 3,
    title: "Ödeme alındı",
    body: "HS-4KM8PQ numaralı rezervasyon için ₺250,00 ödeme alındı.",
    sentAt: minutesAgo(26 * 60),
    isRead: true,
  },
  {
    id: 2,
    title: "Maçınız yaklaşıyor",
    body: "Hatırlatma: Yıldız Halı Saha, 1 Mart 2026 19:00 - 20:00 (HS-9RW3MN).",
    sentAt: minutesAgo(3 * 24 * 60),
    isRead: true,
  },
  {
    id: 1,
    title: "Ödemeniz iade edildi",
    body: "HS-2BC5DE numaralı rezervasyonunuz için ₺1.000,00 iade edildi.",
    sentAt: minutesAgo(10 * 24 * 60),
    isRead: true,
  },
];

/** `count` notifications, a quarter of them unread, an hour apart. */
export function manyNotifications(count: number): NotificationListItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: count - i,
    title: i % 2 === 0 ? "Yeni rezervasyon" : "Rezervasyon iptal edildi",
    body: `Rezervasyon HS-${String(1000 + count - i)}: Yıldız Halı Saha, 5 Mart 2026 20:00 - 21:00.`,
    sentAt: minutesAgo(i * 60 + 1),
    isRead: i >= count / 4,
  }));
}
