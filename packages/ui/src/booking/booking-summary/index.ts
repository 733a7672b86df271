export { BookingSummary } from "./booking-summary";
export type { BookingSummaryProps } from "./booking-summary";
