/** PATCH /reservations/:id/cancel: the user cancels one of their future pending or confirmed bookings. */
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import type { ApiError } from "../client/api-error";
import { apiPatch } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { notificationsPath } from "../notifications/path";
import { keyMatchesPath, revalidatePaths } from "../swr/revalidate";
import type { ReservationWriteResult } from "./create-reservation";
import { reservationPath } from "./use-reservation";
import { myReservationsPath, reservationsPath, type MyReservationList } from "./use-my-reservations";
import { reservationTimesPath } from "./use-reservation-times";

/**
 * Cancels the reservation. Rejects with ApiError: 409 ('Bu rezervasyon artık iptal edilemez.')
 * once it has started or is no longer pending/confirmed, 404 for somebody else's.
 */
export async function cancelReservation(id: number | string): Promise<ReservationWriteResult> {
  const { data, message } = await checkedAnswer(contracts.reservation, (c) => c.reservationItemDataSchema, () =>
    apiPatch(`${reservationPath(id)}/cancel`),
  );
  return { reservation: data.items, message };
}

/**
 * `cancelReservation` as a mutation (`trigger(id)`) that also updates the caches: the card shows the cancelled reservation at
 * once, then the lists, the reservation and the facility's hours (the hour is
 * free again) are fetched again.
 */
export function useCancelReservation() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<ReservationWriteResult, ApiError, string, number | string>(
    `${reservationsPath}#cancel`,
    async (_key, { arg: id }) => {
      const result = await cancelReservation(id);
      const { reservation } = result;
      await mutate<MyReservationList>(
        (key) => keyMatchesPath(key, myReservationsPath),
        (current) =>
          current && {
            ...current,
            items: current.items.map((item) => (item.id === reservation.id ? reservation : item)),
          },
        { revalidate: false },
      );
      await mutate(reservationPath(reservation.id), reservation, { revalidate: false });
      void revalidatePaths(
        mutate,
        reservationsPath,
        reservationTimesPath(reservation.facilityId),
        notificationsPath,
      );
      return result;
    },
  );
}
