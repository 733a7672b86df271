export { ReservationCard, reservationCardVariants } from "./reservation-card";
export type { ReservationCardData, ReservationCardProps } from "./reservation-card";
