import { MyReservationsScreen } from "../../features/reservations/my-reservations-screen";

/** /user/reservations 'Rezervasyonlarım': the screen is the feature's (MyReservationsScreen). */
export default function MyReservationsRoute() {
  return <MyReservationsScreen />;
}
