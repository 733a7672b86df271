/** GET /reservations/:id: one reservation of the caller, read from `data`. */
import useSWR, { type SWRConfiguration } from "swr";
import type { Reservation } from "../contract/reservations/reservation";
import type { ApiError } from "../client/api-error";
import { apiGet } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { useSession } from "../session/use-session";
import { parseId } from "../contract/common/ids";
import { reservationsPath } from "./use-my-reservations";

/** The path of one reservation. */
export const reservationPath = (id: number | string) => `${reservationsPath}/${id}`;

/** The key of one reservation; null for an id that cannot name one (nothing is asked). */
export function reservationKey(id: number | string | null | undefined): string | null {
  const parsed = parseId(id);
  return parsed === null ? null : reservationPath(parsed);
}

/**
 * Rejects with ApiError 404 ('Rezervasyon bulunamadı.') for an unknown reservation or one of
 * somebody else. Checked with `reservationSchema`.
 */
export async function fetchReservation(id: number): Promise<Reservation> {
  const { data } = await checkedAnswer(contracts.reservation, (c) => c.reservationSchema, () =>
    apiGet(reservationPath(id)),
  );
  return data;
}

/** The reservation `id` of the signed-in user; asks nothing for a guest or an id naming none. */
export function useReservation(
  id: number | string | null | undefined,
  config?: SWRConfiguration<Reservation, ApiError>,
) {
  const { token } = useSession();
  const reservationId = parseId(id);
  return useSWR<Reservation, ApiError>(
    token ? reservationKey(reservationId) : null,
    reservationId === null ? null : () => fetchReservation(reservationId),
    config,
  );
}
