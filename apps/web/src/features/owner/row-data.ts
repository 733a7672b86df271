import { canTransition, type Reservation, type WeeklyCalendarItem } from "@halisaha/data";
import { type CalendarEntryData, type ReservationActionSet, type ReservationRowData } from "@halisaha/ui";
import { reservationFields } from "../../shared/reservation-fields";

/** The row's view of a reservation (or of a calendar entry); the phone written as everywhere ('0555 000 00 01'). */
export function rowData(r: Reservation | WeeklyCalendarItem): ReservationRowData & CalendarEntryData {
  return {
    ...reservationFields(r),
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
