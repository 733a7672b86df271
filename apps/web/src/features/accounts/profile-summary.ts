import { formatDateTr, istanbulToday, type SessionUser } from "@halisaha/data";

/** The registration day in Turkish ('10 Ocak 2026'), Istanbul's calendar day. */
export function memberSinceOf(createdAt: string): string {
  const instant = new Date(createdAt);
  return Number.isNaN(instant.getTime()) ? "" : formatDateTr(istanbulToday(instant));
}

/**
 * The statistics panel. The original panel showed fixed zeros; until the reservations screens
 * exist the reservation counts are really 0 for everyone, and the favourite count is known.
 */
export function statsOf(user: SessionUser) {
  return [
    { label: "Toplam Rezervasyon", value: 0 },
    { label: "Yaklaşan Rezervasyon", value: 0 },
    { label: "Favori Tesis", value: user.favorites.length },
  ];
}
