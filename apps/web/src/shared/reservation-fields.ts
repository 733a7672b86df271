import type { Reservation } from "@halisaha/data";
import { formatPhone } from "@halisaha/ui";

/**
 * The fields every view of a reservation shows as they come (the player's card, the owner's
 * row and calendar entry, whose subscriber entries have no number); the contact phone written
 * as everywhere ('0555 000 00 01').
 */
export function reservationFields<N extends string | null>(
  r: Pick<
    Reservation,
    | "date"
    | "startTime"
    | "endTime"
    | "status"
    | "paymentStatus"
    | "paymentMethod"
    | "totalPrice"
    | "depositAmount"
    | "paidAmount"
    | "contactName"
    | "contactEmail"
    | "contactPhone"
    | "notes"
  > & { reservationNumber: N; facility: Pick<Reservation["facility"], "name"> },
) {
  return {
    reservationNumber: r.reservationNumber,
    facilityName: r.facility.name,
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
    contactPhone: formatPhone(r.contactPhone) ?? r.contactPhone,
    notes: r.notes,
  };
}
