import { canPay, canRebook, canTransition, type Reservation } from "@halisaha/data";
import type { ReservationCardData, ReservationStatCounts } from "@halisaha/ui";

/** A reservation's fields as the ui card shows them. */
export function reservationCardData(r: Reservation): ReservationCardData {
  return {
    reservationNumber: r.reservationNumber,
    facilityName: r.facility.name,
    facilityAddress: r.facility.address,
    facilityPhone: r.facility.phone,
    date: r.date,
    startTime: r.startTime,
    endTime: r.endTime,
    status: r.status,
    paymentStatus: r.paymentStatus,
    paymentMethod: r.paymentMethod,
    totalPrice: r.totalPrice,
    depositAmount: r.depositAmount,
    paidAmount: r.paidAmount,
    contactName: r.contactName,
    contactEmail: r.contactEmail,
    contactPhone: r.contactPhone,
    notes: r.notes,
  };
}

/** What a user may do with one of their reservations now: the contract's rules (spec section 4). */
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

/** The stat cards' figures from the list (spec section 2: stats over 'Rezervasyonlarım'). */
export function reservationCounts(items: readonly Reservation[], now: Date): Required<ReservationStatCounts> {
  const counts = { total: items.length, upcoming: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  for (const r of items) {
    counts[r.status] += 1;
    if (isUpcoming(r, now)) counts.upcoming += 1;
  }
  return counts;
}
