/**
 * POST /reservations: books one hour. The server decides the price, the deposit and the end
 * time; `date` + `startTime` are the chosen slot's calendar date and start hour.
 */
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import type { CreateReservationBody, Reservation } from "../contract/reservations/reservation";
import { isApiError, type ApiError } from "../client/api-error";
import { apiPost } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { notificationsPath } from "../notifications/path";
import { revalidatePaths } from "../swr/revalidate";
import { reservationsPath } from "./use-my-reservations";
import { reservationTimesPath } from "./use-reservation-times";

export type ReservationWriteResult = {
  /** The reservation as it is now. */
  reservation: Reservation;
  /** The server's Turkish message ('Rezervasyon başarıyla oluşturuldu!'), for the app's toast. */
  message: string;
};

/**
 * Creates the reservation (`pending`/`unpaid` for a user). Rejects with ApiError: 403 when the
 * phone is not verified, 409 when the hour was taken meanwhile, 400 with field errors.
 */
export async function createReservation(body: CreateReservationBody): Promise<ReservationWriteResult> {
  const { data, message } = await checkedAnswer(contracts.reservation, (c) => c.reservationItemDataSchema, () =>
    apiPost(reservationsPath, body),
  );
  return { reservation: data.items, message };
}

/**
 * `createReservation` as a mutation (`trigger(body)`) that also refreshes what it changed: the
 * user's reservation lists and the facility's hours. A 409 (the hour is gone) refreshes the
 * hours too, so the picker shows it taken.
 */
export function useCreateReservation() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<ReservationWriteResult, ApiError, string, CreateReservationBody>(
    `${reservationsPath}#create`,
    async (_key, { arg: body }) => {
      const times = reservationTimesPath(String(body.facilityId));
      try {
        const result = await createReservation(body);
        void revalidatePaths(mutate, reservationsPath, times, notificationsPath);
        return result;
      } catch (error) {
        if (isApiError(error) && error.status === 409) void revalidatePaths(mutate, times);
        throw error;
      }
    },
  );
}
