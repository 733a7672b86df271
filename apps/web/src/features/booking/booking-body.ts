import type { bookingFormSchema, CreateReservationBody, TimeSlot } from "@halisaha/data";
import type { z } from "zod";

/** The booking form's values after its schema ran (phone digits only, notes trimmed). */
export type BookingFormOutput = z.output<ReturnType<typeof bookingFormSchema>>;

/**
 * `POST /reservations` from the booking form and the chosen slot: the slot's calendar date and
 * start (an hour past midnight carries the next day's date), its end, and its price and the
 * facility's deposit as the client has always sent them (the server decides both and ignores these).
 */
export function bookingBody(
  facilityId: number,
  values: BookingFormOutput,
  slot: TimeSlot,
  depositAmount: number,
): CreateReservationBody {
  return {
    facilityId,
    date: slot.date,
    startTime: slot.startTime,
    endTime: slot.endTime,
    paymentMethod: values.paymentMethod,
    contactName: values.contactName,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
    notes: values.notes ?? "",
    totalPrice: slot.price,
    depositAmount,
    isManualByOwner: false,
  };
}
