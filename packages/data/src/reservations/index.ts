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
export {
  fetchWeeklyCalendar,
  useWeeklyCalendar,
  weeklyCalendarKey,
  weeklyCalendarPath,
  type WeeklyCalendarRequest,
} from "./use-weekly-calendar";
export { fetchOwnerDashboard, ownerDashboardPath, useOwnerDashboard } from "./use-owner-dashboard";
export { fetchOwnerFacilityOptions, ownerFacilityOptionsPath, useOwnerFacilityOptions } from "./use-owner-facility-options";
export {
  FACILITY_RESERVATIONS_PAGE_SIZE,
  facilityReservationsKey,
  facilityReservationsPath,
  fetchFacilityReservations,
  fetchStatusCount,
  statusCountPath,
  useFacilityReservations,
  useStatusCount,
  type FacilityReservationsRequest,
} from "./use-facility-reservations";
export {
  actOnReservation,
  createManualReservation,
  useCreateManualReservation,
  useReservationAction,
  type ReservationActionArg,
} from "./owner-writes";
