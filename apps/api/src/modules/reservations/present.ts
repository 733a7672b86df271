import type { Reservation } from "@halisaha/data/contract";
import type { ReservationListingRow } from "./repo";

/** A reservation as the API answers it (the contract's `Reservation`: its fields, instants and the amount paid). */
export function toReservation({ reservation: r, facility, pitch, user }: ReservationListingRow): Reservation {
  return {
    id: r.id,
    reservationNumber: r.reservationNumber,
    facilityId: r.facilityId,
    facility: { id: facility.id, name: facility.name, address: facility.address, phone: facility.phone },
    pitchId: r.pitchId,
    pitch: { id: pitch.id, name: pitch.name },
    user: user
      ? {
          firstName: user.firstName,
          lastName: user.lastName,
          phoneNumber: user.phoneNumber,
          email: user.email,
        }
      : null,
    date: r.date,
    startTime: r.startTime,
    endTime: r.endTime,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    fieldSize: r.fieldSize,
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
    isManualByOwner: r.isManualByOwner,
    holdExpiresAt: r.holdExpiresAt?.toISOString() ?? null,
    cancelReason: r.cancelReason ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
