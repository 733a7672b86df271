import {
  canPay,
  canRebook,
  canTransition,
  formatLira,
  isHeld,
  istanbulNowParts,
  paymentMessages,
  type Reservation,
} from "@halisaha/data";
import { formatPhone, type ReservationCardData, type ReservationStatCounts } from "@halisaha/ui";
import { reservationFields } from "../../shared/reservation-fields";

/** A reservation's fields as the ui card shows them. */
export function reservationCardData(r: Reservation): ReservationCardData {
  return {
    ...reservationFields(r),
    facilityAddress: r.facility.address,
    facilityPhone: formatPhone(r.facility.phone),
  };
}

/** What a user may do with one of their reservations now: the contract's rules. */
export function reservationActions(r: Reservation, now: Date) {
  return {
    canPay: canPay(r, now),
    canCancel: canTransition("user", "cancel", r, now),
    canRebook: canRebook(r, now),
  };
}

/** A reservation still ahead that will be played: pending or confirmed with the start in the future. */
export function isUpcoming(r: Reservation, now: Date): boolean {
  return (
    (r.status === "pending" || r.status === "confirmed") && new Date(r.startsAt).getTime() > now.getTime()
  );
}

/** The stat cards' figures from the list (stats over 'Rezervasyonlarım'). */
export function reservationCounts(items: readonly Reservation[], now: Date): Required<ReservationStatCounts> {
  const counts = { total: items.length, upcoming: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  for (const r of items) {
    counts[r.status] += 1;
    if (isUpcoming(r, now)) counts.upcoming += 1;
  }
  return counts;
}

/**
 * The line a card shows about what comes next: a card hold's deadline, or that the system
 * cancelled it because the hold ran out unpaid.
 */
export function reservationNotice(
  r: Reservation,
  now: Date,
): { notice: string; noticeTone: "info" | "warning" } | undefined {
  if (r.status === "cancelled" && r.cancelReason === "hold_expired")
    return { notice: paymentMessages.holdExpired, noticeTone: "warning" };
  if (isHeld(r, now))
    return {
      notice: `Ödeme için son saat ${istanbulNowParts(new Date(r.holdExpiresAt ?? 0)).time}. Bu saate kadar ödediğinizde rezervasyonunuz onaylanır; ödenmezse iptal edilir.`,
      noticeTone: "info",
    };
  return undefined;
}

/**
 * The player's list order: hours still ahead first, the soonest on top; then the past ones, the
 * most recent on top (the server sends latest start first).
 */
export function playerOrder(items: readonly Reservation[], now: Date): Reservation[] {
  const at = (r: Reservation) => new Date(r.startsAt).getTime();
  const ahead = items.filter((r) => at(r) > now.getTime()).sort((a, b) => at(a) - at(b) || a.id - b.id);
  const past = items.filter((r) => at(r) <= now.getTime()).sort((a, b) => at(b) - at(a) || b.id - a.id);
  return [...ahead, ...past];
}

/** What the cancel dialog says happens to the money: the amount back to the card, or nothing to refund. */
export function cancelMoneyText(r: Reservation): string {
  if (r.paidAmount > 0)
    return `Ödediğiniz ${formatLira(r.paidAmount)} kartınıza iade edilecek (bankanıza göre birkaç iş günü sürebilir).`;
  return r.paymentMethod === "onsite"
    ? "Tesiste ödeme seçtiğiniz için iade edilecek bir tutar yok."
    : "Henüz ödeme yapılmadığı için iade edilecek bir tutar yok.";
}
