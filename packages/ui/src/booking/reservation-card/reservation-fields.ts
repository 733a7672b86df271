/** The fields every view of one reservation reads: its hours, state, money and contact notes. */
export type ReservationFields = {
  /** The Istanbul date of the start, `YYYY-MM-DD`; shown '22 Kasım 2026 Pazar'. */
  date: string;
  /** 'HH:MM' or 'HH:MM:SS'. */
  startTime: string;
  /** 'HH:MM' or 'HH:MM:SS'. */
  endTime: string;
  /** pending, confirmed, completed, cancelled */
  status: string;
  /** unpaid, partially_paid, paid */
  paymentStatus: string;
  /** creditCard, onsite */
  paymentMethod: string;
  totalPrice: number;
  depositAmount: number;
  contactEmail?: string | null;
  notes?: string | null;
};
