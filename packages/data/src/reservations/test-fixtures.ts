/** Test data for the reservation and payment hooks, and the web tests (`@halisaha/data/testing`). */
import type { Reservation, ReservationTimesData, TimeSlot } from "../contract/reservations/reservation";

/** A reservation as the API sends it; `overrides` change any field. */
export function reservationFixture(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: 41,
    reservationNumber: "HS-7K2M9P",
    facilityId: 12,
    facility: {
      id: 12,
      name: "Kadıköy Yıldız Halı Saha",
      address: "Kadıköy Spor Caddesi No:1",
      phone: "2125551000",
    },
    pitchId: 31,
    pitch: { id: 31, name: "Saha 1" },
    user: { firstName: "Ayşe", lastName: "Yılmaz", phoneNumber: "5321234567", email: "ayse@example.com" },
    date: "2026-12-05",
    startTime: "18:00",
    endTime: "19:00",
    startsAt: "2026-12-05T15:00:00.000Z",
    endsAt: "2026-12-05T16:00:00.000Z",
    fieldSize: "7v7",
    status: "pending",
    paymentStatus: "unpaid",
    paymentMethod: "creditCard",
    totalPrice: 900,
    depositAmount: 200,
    paidAmount: 0,
    contactName: "Ayşe Yılmaz",
    contactEmail: "ayse@example.com",
    contactPhone: "5321234567",
    notes: null,
    isManualByOwner: false,
    holdExpiresAt: null,
    cancelReason: null,
    createdAt: "2026-11-21T10:00:00.000Z",
    updatedAt: "2026-11-21T10:00:00.000Z",
    ...overrides,
  };
}

/** One hour of a slot list starting at `hour` on `date`. */
export function slotFixture(date: string, hour: number, overrides: Partial<TimeSlot> = {}): TimeSlot {
  const start = `${String(hour % 24).padStart(2, "0")}:00`;
  const end = `${String((hour + 1) % 24).padStart(2, "0")}:00`;
  return {
    time: `${start} - ${end}`,
    status: true,
    date,
    startTime: start,
    endTime: end,
    isPast: false,
    price: 900,
    freePitchIds: [31],
    ...overrides,
  };
}

/** `data` of the slot list of `date`. */
export function timesFixture(date: string, items: TimeSlot[]): ReservationTimesData {
  return { items, date, price: 900, isWeekendPrice: true, depositAmount: 200 };
}
