/** DELETE /facilities/{id} (soft delete; 409 while future bookings exist) and DELETE …/images/{imageId}. */
import useSWRMutation from "swr/mutation";
import { useSWRConfig } from "swr";
import type { ListData } from "../contract/envelope";
import type { Facility } from "../contract/facilities/facility";
import type { ApiError } from "../client/api-error";
import { apiDelete } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { keyMatchesPath, revalidatePaths } from "../swr/revalidate";
import { ownerFacilitiesPath } from "./use-owner-facilities";

/** Deletes the facility; answers the server's message ('Tesis başarıyla silindi'). */
export async function deleteFacility(id: number): Promise<string> {
  const { message } = await apiDelete(`/facilities/${id}`);
  return message;
}

/**
 * `trigger(id)`: deletes; the facility leaves every cached owner page at once, then the lists
 * are fetched again. A 409 rejects with the server's reason.
 */
export function useDeleteFacility() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<string, ApiError, string, number>(
    "owner-facility:delete",
    async (_key, { arg: id }) => {
      const message = await deleteFacility(id);
      await mutate<ListData<Facility>>(
        (key) => keyMatchesPath(key, ownerFacilitiesPath),
        (current) =>
          current
            ? {
                ...current,
                items: current.items.filter((item) => item.id !== id),
                count: Math.max(0, current.count - 1),
              }
            : current,
        { revalidate: false },
      );
      await revalidatePaths(mutate, ownerFacilitiesPath, "/facilities");
      return message;
    },
  );
}

export type DeletedImage = { facility: Facility; message: string };

/** Deletes one stored image; answers the facility as it is now (another image may be main). */
export async function deleteFacilityImage(facilityId: number, imageId: number): Promise<DeletedImage> {
  const { data, message } = await checkedAnswer(contracts.facility, (c) => c.facilityWriteDataSchema, () =>
    apiDelete(`/facilities/${facilityId}/images/${imageId}`),
  );
  return { facility: data.items, message };
}

/** `trigger(imageId)` for one facility; the facility's caches are fetched again. */
export function useDeleteFacilityImage(facilityId: number) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<DeletedImage, ApiError, string, number>(
    `owner-facility:delete-image:${facilityId}`,
    async (_key, { arg: imageId }) => {
      const result = await deleteFacilityImage(facilityId, imageId);
      await revalidatePaths(mutate, ownerFacilitiesPath, "/facilities");
      return result;
    },
  );
}
