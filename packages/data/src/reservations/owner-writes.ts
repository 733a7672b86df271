/**
 * The owner's writes, as SWR mutations: PATCH /reservations/:id/confirm|cancel|complete and a
 * manual POST /reservations. Each refetches every reservation read (lists, counts, calendar,
 * dashboard: all under /reservations) and the facility's free hours.
 */
import useSWRMutation from "swr/mutation";
import { useSWRConfig } from "swr";
import type { CreateReservationBody, Reservation } from "../contract/reservations/reservation";
import type { ReservationAction } from "../contract/reservations/rules";
import type { ApiError } from "../client/api-error";
import { apiPatch, apiPost } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { notificationsPath } from "../notifications/path";
import { revalidatePaths } from "../swr/revalidate";
import type { ReservationWriteResult } from "./create-reservation";
import { reservationsPath } from "./use-my-reservations";
import { reservationTimesPath } from "./use-reservation-times";

export type ReservationActionArg = { id: number; action: ReservationAction };

/** The action's answer, checked with `reservationItemDataSchema`. */
export async function actOnReservation({
  id,
  action,
}: ReservationActionArg): Promise<ReservationWriteResult> {
  const { data, message } = await checkedAnswer(contracts.reservation, (c) => c.reservationItemDataSchema, () =>
    apiPatch(`${reservationsPath}/${id}/${action}`),
  );
  return { reservation: data.items, message };
}

/** A manual booking by the facility's owner (`isManualByOwner: true`), checked with the contract. */
export async function createManualReservation(body: CreateReservationBody): Promise<ReservationWriteResult> {
  const { data, message } = await checkedAnswer(contracts.reservation, (c) => c.reservationItemDataSchema, () =>
    apiPost(reservationsPath, { ...body, isManualByOwner: true }),
  );
  return { reservation: data.items, message };
}

function useRefresh() {
  const { mutate } = useSWRConfig();
  return (reservation: Pick<Reservation, "facilityId">) =>
    void revalidatePaths(
      mutate,
      reservationsPath,
      reservationTimesPath(String(reservation.facilityId)),
      notificationsPath,
    );
}

/** Confirm, cancel or complete: `trigger({ id, action })`. Rejects with ApiError (403, 404, 409). */
export function useReservationAction() {
  const refresh = useRefresh();
  return useSWRMutation<ReservationWriteResult, ApiError, string, ReservationActionArg>(
    `${reservationsPath}#action`,
    async (_key, { arg }) => {
      const result = await actOnReservation(arg);
      refresh(result.reservation);
      return result;
    },
  );
}

/** The calendar's manual booking: `trigger(body)`. Rejects with ApiError (400 with fields, 409 taken). */
export function useCreateManualReservation() {
  const refresh = useRefresh();
  return useSWRMutation<ReservationWriteResult, ApiError, string, CreateReservationBody>(
    `${reservationsPath}#manual`,
    async (_key, { arg }) => {
      try {
        const result = await createManualReservation(arg);
        refresh(result.reservation);
        return result;
      } catch (error) {
        refresh({ facilityId: Number(arg.facilityId) });
        throw error;
      }
    },
  );
}
