import { canTransition, type Reservation, type WeeklyCalendarItem } from "@halisaha/data";
import {
  formatPhone,
  type CalendarEntryData,
  type ReservationActionSet,
  type ReservationRowData,
} from "@halisaha/ui";

/** The row's view of a reservation (or of a calendar entry); the phone written as everywhere ('0555 000 00 01'). */
export function rowData(r: Reservation | WeeklyCalendarItem): ReservationRowData & CalendarEntryData {
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
    contactPhone: formatPhone(r.contactPhone) ?? r.contactPhone,
    contactEmail: r.contactEmail,
    notes: r.notes,
    isManualByOwner: r.isManualByOwner,
    isSubscription: "isSubscription" in r ? r.isSubscription : false,
  };
}

/** What the contract lets the facility's owner do with it now. */
export function ownerActions(r: Pick<Reservation, "status" | "startsAt">, now: Date): ReservationActionSet {
  return {
    confirm: canTransition("owner", "confirm", r, now),
    cancel: canTransition("owner", "cancel", r, now),
    complete: canTransition("owner", "complete", r, now),
  };
}
