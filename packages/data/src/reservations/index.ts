export { parseReservationId } from "./reservation-id";
export {
  fetchReservationTimes,
  reservationTimesKey,
  reservationTimesPath,
  useReservationTimes,
} from "./use-reservation-times";
export {
  fetchMyReservations,
  MY_RESERVATIONS_PAGE_SIZE,
  myReservationsKey,
  myReservationsPath,
  reservationsPath,
  useMyReservations,
  type MyReservationList,
  type MyReservationsRequest,
} from "./use-my-reservations";
export { fetchReservation, reservationKey, reservationPath, useReservation } from "./use-reservation";
export { createReservation, useCreateReservation, type ReservationWriteResult } from "./create-reservation";
export { cancelReservation, useCancelReservation } from "./cancel-reservation";
