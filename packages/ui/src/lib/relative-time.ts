import { formatDateTr, ymdOf } from "@halisaha/data/rules";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, in Turkish: 'az önce' (under a minute, or a clock a little ahead), '5 dk önce',
 * '3 sa önce', '2 gün önce' (under a week), then the date ('4 Mart 2026', Istanbul time).
 */
export function relativeTimeTr(at: string | Date, now: Date = new Date()): string {
  const instant = typeof at === "string" ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) return "";
  const ago = now.getTime() - instant.getTime();
  if (ago < MINUTE) return "az önce";
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} dk önce`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} sa önce`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)} gün önce`;
  return formatDateTr(ymdOf(instant));
}
