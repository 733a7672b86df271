import { paymentMessages, parseId } from "@halisaha/data";
import { useParams } from "react-router-dom";
import { PaymentNotice, PaymentScreen } from "../../features/reservations/payment-screen";

/** /payment/{reservationId}: the payment of the reservation the path names. */
export default function PaymentRoute() {
  const { reservationId } = useParams();
  const id = parseId(reservationId);
  if (id === null) return <PaymentNotice title={paymentMessages.invalidReservationId} />;
  return <PaymentScreen id={id} />;
}
