/** Finding a free hour at the demo owner's facilities, for journeys that book one. */
import { callApi } from "./api";

export type Slot = { time: string; status: boolean; date: string; startTime: string; endTime: string };
export type Reservation = {
  id: number;
  facilityId: number;
  date: string;
  startTime: string;
  status: string;
  reservationNumber: string;
};

/** The first free hour of `date` at one of the owner's active facilities, with that facility. */
export async function freeHour(baseURL: string, ownerToken: string, date: string, skip: readonly string[] = []) {
  const { body } = await callApi<{ items: { id: number; name: string; status: string }[] }>(
    baseURL,
    "GET",
    "/reservations/owner-facilities",
    { token: ownerToken },
  );
  for (const facility of body.data.items.filter((f) => f.status === "active")) {
    const times = await callApi<{ items: Slot[] }>(
      baseURL,
      "GET",
      `/facilities/${facility.id}/reservation-times?date=${date}`,
    );
    const free = times.body.data.items.find(
      (slot) => slot.status && !skip.includes(`${facility.id} ${slot.startTime}`),
    );
    if (free) return { facility, slot: free };
  }
  return null;
}
