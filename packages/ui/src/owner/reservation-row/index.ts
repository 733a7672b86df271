export {
  ReservationActions,
  ReservationDetails,
  ReservationRow,
  reservationRowVariants,
} from "./reservation-row";
export type {
  ReservationActionName,
  ReservationActionSet,
  ReservationActionsProps,
  ReservationRowData,
  ReservationRowProps,
} from "./reservation-row";
