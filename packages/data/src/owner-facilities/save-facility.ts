/**
 * POST /facilities and PUT /facilities/{id}: the facility form as multipart/form-data (the
 * contract's fields, `images` files, `imageInfo`), with upload progress.
 */
import useSWRMutation from "swr/mutation";
import { useSWRConfig } from "swr";
import type { Facility } from "../contract/facilities/facility";
import type { FacilityInput, ImageInfoEntry } from "../contract/facilities/facility-form";
import { openingAndClosingTime } from "../contract/facilities/working-hours";
import type { ApiError } from "../client/api-error";
import { request } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { revalidatePaths } from "../swr/revalidate";
import { ownerFacilitiesPath } from "./use-owner-facilities";

export type SaveFacilityArgs = {
  /** The form's values, parsed with `facilityFormSchema`. */
  values: FacilityInput;
  /** New files, in the order `imageInfo` indexes them. */
  images?: readonly File[];
  /** Which image is main: `{ index }` of a new file or `{ id }` of a stored one. */
  imageInfo?: readonly ImageInfoEntry[];
  /** Upload progress 0-1. */
  onUploadProgress?: (fraction: number) => void;
};

export type SaveFacilityResult = { facility: Facility; message: string };

/** Sends the form; `id` undefined creates. Rejects with ApiError (field errors under `fieldErrors`). */
export async function saveFacility(
  id: number | undefined,
  args: SaveFacilityArgs,
): Promise<SaveFacilityResult> {
  const { facilityMultipartFields } = await contracts.facilityForm();
  const form = new FormData();
  const fields = facilityMultipartFields(
    args.values,
    args.imageInfo ?? [],
    openingAndClosingTime(args.values.workingHours),
  );
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of args.images ?? []) form.append("images", file, file.name);
  const { data, message } = await checkedAnswer(contracts.facility, (c) => c.facilityWriteDataSchema, () =>
    request(id === undefined ? "POST" : "PUT", id === undefined ? "/facilities" : `/facilities/${id}`, {
      body: form,
      ...(args.onUploadProgress ? { onUploadProgress: args.onUploadProgress } : {}),
    }),
  );
  return { facility: data.items, message };
}

/**
 * The form's save as an SWR mutation: `trigger(args)`; afterwards the owner's list, the public
 * list and this facility are fetched again.
 */
export function useSaveFacility(id?: number) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<SaveFacilityResult, ApiError, string, SaveFacilityArgs>(
    id === undefined ? "owner-facility:create" : `owner-facility:save:${id}`,
    async (_key, { arg }) => {
      const result = await saveFacility(id, arg);
      await revalidatePaths(mutate, ownerFacilitiesPath, "/facilities");
      return result;
    },
  );
}
