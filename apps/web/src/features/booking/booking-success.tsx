import {
  amountDue,
  formatLira,
  isHeld,
  istanbulNowParts,
  reservationMessages,
  slotLabel,
  type Reservation,
} from "@halisaha/data";
import { BookingSummary, Button, SuccessPanel, UiLink } from "@halisaha/ui";
import { useEffect } from "react";
import { paths } from "../../config/paths";
import { bookingTexts } from "./messages";

/**
 * After the booking (form → success view), opened at the top of the page with
 * the reservation number in view. A card booking holds its hour: the first action pays it at
 * once (`/payment/{id}`), which confirms it. An on-site booking is confirmed at once when the
 * facility has 'Anında onay', else it waits for the owner.
 */
export function BookingSuccess({ reservation }: { reservation: Reservation }) {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, []);

  const held = isHeld(reservation);
  const due = amountDue(reservation);
  const deposit = reservation.depositAmount > 0 && due < reservation.totalPrice;
  const next = held
    ? bookingTexts.heldNext(
        istanbulNowParts(new Date(reservation.holdExpiresAt ?? 0)).time,
        `${formatLira(due)} ${deposit ? "kaporayı" : "ücreti"}`,
      )
    : reservation.status === "confirmed"
      ? bookingTexts.confirmedOnsite
      : `${bookingTexts.pendingOwner} Ücreti tesiste ödeyeceksiniz.`;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <SuccessPanel
        headingLevel={1}
        title={held ? bookingTexts.heldTitle : bookingTexts.successTitle}
        description={
          <>
            {reservationMessages.created} Rezervasyon numaranız:{" "}
            <strong className="font-mono text-foreground">{reservation.reservationNumber}</strong>
          </>
        }
        actions={
          held ? (
            <>
              <Button asChild>
                <UiLink href={paths.payment.href(reservation.id)}>
                  {deposit ? bookingTexts.payDeposit : bookingTexts.payNow}
                </UiLink>
              </Button>
              <Button asChild variant="outline">
                <UiLink href={paths.user.reservations.href()}>{bookingTexts.toReservations}</UiLink>
              </Button>
            </>
          ) : (
            <>
              <Button asChild>
                <UiLink href={paths.user.reservations.href()}>{bookingTexts.toReservations}</UiLink>
              </Button>
              <Button asChild variant="outline">
                <UiLink href={paths.facility.href(reservation.facilityId)}>{bookingTexts.toFacility}</UiLink>
              </Button>
            </>
          )
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
