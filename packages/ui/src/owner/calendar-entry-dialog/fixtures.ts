import type { CalendarEntryData } from "./calendar-entry-dialog";

/** A pending player's booking and a subscriber's weekly hour: story and test data only. */
export const sampleEntry: CalendarEntryData = {
  reservationNumber: "HS-7KQ2MX",
  date: "2026-03-05",
  startTime: "20:00",
  endTime: "21:00",
  status: "pending",
  paymentStatus: "unpaid",
  paymentMethod: "onsite",
  totalPrice: 1250,
  depositAmount: 300,
  paidAmount: 0,
  contactName: "Şükrü Öztürk",
  contactPhone: "5551234567",
  contactEmail: "sukru@example.com",
  notes: null,
};

export const subscriptionEntry: CalendarEntryData = {
  ...sampleEntry,
  reservationNumber: null,
  date: "2026-03-06",
  startTime: "18:00",
  endTime: "20:00",
  status: "confirmed",
  paymentStatus: "paid",
  totalPrice: 0,
  depositAmount: 0,
  contactName: "Cuma Takımı",
  contactEmail: null,
  notes: "Abonelik",
  isSubscription: true,
};
