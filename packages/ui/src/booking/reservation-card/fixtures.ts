import type { ReservationCardData } from "./reservation-card";

/** A confirmed, unpaid weekend booking with a deposit: story and test data only. */
export const sampleReservation: ReservationCardData = {
  reservationNumber: "HS-20261122-0042",
  facilityName: "Yıldız Halı Saha",
  facilityAddress: "Caferağa Mah. Moda Cad. No: 12, Kadıköy / İstanbul",
  facilityPhone: "0216 555 12 34",
  date: "2026-11-22",
  startTime: "20:00:00",
  endTime: "21:00:00",
  status: "confirmed",
  paymentStatus: "unpaid",
  paymentMethod: "creditCard",
  totalPrice: 1250,
  depositAmount: 300,
  paidAmount: 0,
  contactName: "Ahmet Yılmaz",
  contactEmail: "ahmet.yilmaz@example.com",
  contactPhone: "5550000001",
  notes: "Yelek ve top rica ediyoruz.",
};

/** One reservation of each status. */
export const sampleReservations: ReservationCardData[] = [
  sampleReservation,
  {
    ...sampleReservation,
    reservationNumber: "HS-20261118-0017",
    facilityName: "Moda Spor Kompleksi",
    date: "2026-11-25",
    startTime: "18:00",
    endTime: "19:00",
    status: "pending",
    paymentMethod: "onsite",
    totalPrice: 900,
    depositAmount: 0,
    notes: null,
  },
  {
    ...sampleReservation,
    reservationNumber: "HS-20261101-0008",
    date: "2026-11-01",
    startTime: "23:00",
    endTime: "00:00",
    status: "completed",
    paymentStatus: "paid",
    paidAmount: 1250,
  },
  {
    ...sampleReservation,
    reservationNumber: "HS-20261020-0003",
    facilityName: "Ataşehir Arena",
    facilityPhone: null,
    date: "2026-10-20",
    status: "cancelled",
    paymentStatus: "partially_paid",
    paidAmount: 300,
  },
];
