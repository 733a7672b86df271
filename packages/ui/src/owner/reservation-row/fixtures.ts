import type { ReservationRowData } from "./reservation-row";

/** A pending player's booking with a deposit paid online: story and test data only. */
export const sampleRow: ReservationRowData = {
  reservationNumber: "HS-7KQ2MX",
  facilityName: "Yıldız Halı Saha",
  date: "2026-03-05",
  startTime: "20:00",
  endTime: "21:00",
  status: "pending",
  paymentStatus: "partially_paid",
  paymentMethod: "creditCard",
  totalPrice: 1250,
  depositAmount: 300,
  paidAmount: 300,
  contactName: "Şükrü Öztürk",
  contactPhone: "5551234567",
  contactEmail: "sukru@example.com",
  notes: "Yelek istiyoruz.",
};

/** A manual, unpaid booking taken on the phone. */
export const manualRow: ReservationRowData = {
  ...sampleRow,
  reservationNumber: "HS-P4ZT9C",
  status: "confirmed",
  paymentStatus: "unpaid",
  paymentMethod: "onsite",
  paidAmount: 0,
  contactName: "Ayşe Çelik",
  contactEmail: null,
  notes: "Manuel olarak oluşturuldu",
  isManualByOwner: true,
};
