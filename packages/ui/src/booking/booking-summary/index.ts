export { BookingSummary, bookingAmounts } from "./booking-summary";
export type { BookingSummaryProps } from "./booking-summary";
