import { amountDue, reservationMessages, slotLabel, type Reservation } from "@halisaha/data";
import { BookingSummary, Button, formatLira, SuccessPanel, UiLink } from "@halisaha/ui";
import { paths } from "../../app/paths";
import { bookingTexts } from "./messages";

/**
 * After the booking (spec section 4: form → success view): the reservation number, the summary
 * as the server priced it, and what happens next. A card booking is paid once the owner has
 * confirmed it ('Öde' on Rezervasyonlarım).
 */
export function BookingSuccess({ reservation }: { reservation: Reservation }) {
  const due = amountDue(reservation);
  const next =
    reservation.paymentMethod === "creditCard"
      ? `${bookingTexts.pendingOwner} Tesis sahibi onayladıktan sonra Rezervasyonlarım sayfasındaki Öde düğmesiyle ${formatLira(due)} ${reservation.depositAmount > 0 ? "kaporayı" : "ücreti"} kredi kartıyla ödeyebilirsiniz.`
      : `${bookingTexts.pendingOwner} Ücreti tesiste ödeyeceksiniz.`;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <SuccessPanel
        headingLevel={1}
        title={bookingTexts.successTitle}
        description={
          <>
            {reservationMessages.created} Rezervasyon numaranız:{" "}
            <strong className="font-mono text-foreground">{reservation.reservationNumber}</strong>
          </>
        }
        actions={
          <>
            <Button asChild>
              <UiLink href={paths.user.reservations}>{bookingTexts.toReservations}</UiLink>
            </Button>
            <Button asChild variant="outline">
              <UiLink href={paths.facility(reservation.facilityId)}>{bookingTexts.toFacility}</UiLink>
            </Button>
          </>
        }
      />
      <p
        role="note"
        className="rounded-control border border-info/30 bg-info-soft px-4 py-3 text-sm text-foreground"
      >
        {next}
      </p>
      <BookingSummary
        facilityName={reservation.facility.name}
        date={reservation.date}
        time={slotLabel(reservation.startTime)}
        paymentMethod={reservation.paymentMethod}
        hourlyPrice={reservation.totalPrice}
        depositAmount={reservation.depositAmount}
      />
    </div>
  );
}
