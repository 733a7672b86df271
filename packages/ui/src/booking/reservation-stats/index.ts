export {
  ReservationStats,
  reservationStatIconVariants,
  reservationStatItems,
  reservationStatLabels,
} from "./reservation-stats";
export type {
  ReservationStatCounts,
  ReservationStatItem,
  ReservationStatKey,
  ReservationStatsProps,
} from "./reservation-stats";
