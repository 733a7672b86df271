export { ManualReservationDialog } from "./manual-reservation-dialog";
export type {
  ManualReservationDialogProps,
  ManualReservationField,
  ManualReservationSlot,
  ManualReservationValues,
} from "./manual-reservation-dialog";
