import { ReservationsScreen } from "../../features/owner/reservations-screen";

/** /owner/reservations (`?highlight={id}`): features/owner/reservations-screen.tsx. */
export default function OwnerReservationsRoute() {
  return <ReservationsScreen />;
}
