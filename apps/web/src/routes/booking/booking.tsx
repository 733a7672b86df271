import { facilityMessages, isApiError, parseId, useFacility, useSession } from "@halisaha/data";
import { useMemo } from "react";
import { Navigate, useLocation, useParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { BookingForm, BookingSkeleton } from "../../features/booking/booking-form";
import { bookingTexts } from "../../features/booking/messages";
import { FacilityNotFound } from "../../shared/facility-not-found";
import { LoadError } from "../../shared/load-error";

/**
 * /booking/{facilityId}: the facility's booking form (features/booking/booking-form). A user
 * whose phone is not verified goes to /phone-verification first and comes back here; an id
 * that names no facility shows the not-found notice.
 */
export default function BookingRoute() {
  const { facilityId } = useParams();
  const id = parseId(facilityId);
  const facility = useFacility(id);
  const { user } = useSession();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  // one object per path: <Navigate> navigates again whenever its state changes identity
  const returnState = useMemo(() => ({ from }), [from]);

  if (user && !user.isPhoneVerified) {
    return <Navigate to={paths.phoneVerification.href()} replace state={returnState} />;
  }
  if (id === null || (isApiError(facility.error) && facility.error.status === 404)) {
    return <FacilityNotFound description={bookingTexts.facilityMissing} />;
  }
  if (facility.error) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{bookingTexts.title}</h1>
        <LoadError message={facilityMessages.detailLoadFailed} onRetry={() => void facility.mutate()} />
      </div>
    );
  }
  if (!facility.data || !user) return <BookingSkeleton />;
  return <BookingForm facility={facility.data} user={user} />;
}
