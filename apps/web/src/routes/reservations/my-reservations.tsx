import { MyReservationsScreen } from "../../features/booking/my-reservations-screen";

/** /user/reservations 'Rezervasyonlarım': the screen is the feature's (MyReservationsScreen). */
export default function MyReservationsRoute() {
  return <MyReservationsScreen />;
}
