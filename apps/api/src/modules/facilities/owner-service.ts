import {
  facilityFormMessages,
  facilityMessages,
  facilityMultipartSchema,
  MAX_FACILITY_IMAGES,
  totalPagesOf,
  type Facility,
  type FacilityMultipartInput,
  type ImageInfoEntry,
  type ListData,
  type OwnerFacilityListQuery,
} from "@halisaha/data/contract";
import { badRequest, conflict, notFound, validationFailed } from "../../http/errors";
import { parse } from "../../http/validation";
import type { ModuleDeps } from "../../deps";
import type { UserRow } from "../users/repo";
import { fileRemovalJob, queueFileRemoval } from "./file-removal-job";
import { assertImageTypes, storeImages, type StoredUpload } from "./images";
import type { FacilityUpload } from "./multipart";
import {
  appendImages,
  deleteImageRow,
  districtInCity,
  findOwnedFacility,
  hasFutureBookings,
  imagesOf,
  insertFacility,
  listOwnedFacilities,
  lockFacility,
  settleMainImage,
  softDeleteFacility,
  updateFacilityFields,
  type Ownership,
} from "./owner-repo";
import { toFacility } from "./present";
import { findVisibleFacility, type FacilityRow } from "./repo";

/** An admin writes every facility; an owner only their own (anyone else's is "not found"). */
export function ownershipOf(user: UserRow): Ownership {
  return user.role === "admin" ? { kind: "all" } : { kind: "owner", ownerId: user.id };
}

/** The facility's own columns from the parsed form (never owner, status, rating or id). */
function columnsOf(input: FacilityMultipartInput) {
  return {
    name: input.name,
    description: input.description,
    address: input.address,
    cityId: input.cityId,
    districtId: input.districtId,
    phone: input.phone,
    email: input.email,
    website: input.website,
    workingHours: input.workingHours,
    pricePerHour: input.pricePerHour,
    weekendPricePerHour: input.weekendPricePerHour,
    depositAmount: input.depositAmount,
    fieldType: input.fieldType,
    fieldSize: input.fieldSize,
    instantConfirmation: input.instantConfirmation,
    amenities: input.amenities,
  };
}

/** Which `imageInfo` entry is the main one, as an index of a new file or a stored image id. */
function chosenMain(imageInfo: readonly ImageInfoEntry[]): ImageInfoEntry | undefined {
  return imageInfo.find((entry) => entry.isMain);
}

export type OwnerFacilitiesDeps = Pick<ModuleDeps, "db" | "clock" | "config" | "jobs" | "storage">;

export function createOwnerFacilitiesService({ db, clock, config, jobs, storage }: OwnerFacilitiesDeps) {
  /** The facility as the answers show it (any status: the caller wrote it). */
  async function present(id: number): Promise<Facility> {
    const row = await findVisibleFacility(db, id, { kind: "all" });
    if (!row) throw notFound(facilityMessages.notFound);
    return toFacility(row);
  }

  /** Parses the text fields and checks what the schema cannot: the district's city, the file indexes. */
  async function parseUpload(
    upload: FacilityUpload,
  ): Promise<{ input: FacilityMultipartInput; districtName: string }> {
    const input = parse(facilityMultipartSchema, upload.fields);
    const districtName = await districtInCity(db, input.districtId, input.cityId);
    if (districtName === undefined)
      throw validationFailed([{ field: "districtId", message: facilityFormMessages.districtNotInCity }]);
    if (input.imageInfo.some((entry) => "index" in entry && entry.index >= upload.images.length))
      throw validationFailed([{ field: "imageInfo", message: facilityFormMessages.invalidImageInfo }]);
    assertImageTypes(upload.images);
    return { input, districtName };
  }

  /**
   * Runs `write` with the uploads stored; when storing or `write` fails, the files already
   * stored are removed again (through the jobs queue, so a storage that fails now is retried),
   * and a failed save leaves neither rows (the transaction rolled back) nor files.
   */
  async function withStoredImages<T>(
    images: readonly Buffer[],
    write: (stored: StoredUpload[]) => Promise<T>,
  ) {
    const stored: StoredUpload[] = [];
    try {
      await storeImages(storage, images, stored);
      return await write(stored);
    } catch (error) {
      const key = await queueFileRemoval(
        db,
        stored.flatMap((upload) => upload.storageKeys),
        clock.now(),
      );
      if (key !== null) await jobs.runNow(fileRemovalJob.kind, key);
      throw error;
    }
  }

  async function ownedOr404(user: UserRow, id: number): Promise<FacilityRow> {
    const row = await findOwnedFacility(db, id, ownershipOf(user));
    if (!row) throw notFound(facilityMessages.notFound);
    return row;
  }

  return {
    async list(user: UserRow, query: OwnerFacilityListQuery): Promise<ListData<Facility>> {
      const { limit, offset, status, search } = query;
      const { rows, count } = await listOwnedFacilities(
        db,
        ownershipOf(user),
        { status, search },
        { limit, offset },
      );
      return { items: rows.map(toFacility), count, totalPages: totalPagesOf(count, limit) };
    },

    /** 404 unless the caller may write the facility; for the routes to check before reading a body. */
    ownedOr404,

    async create(user: UserRow, upload: FacilityUpload): Promise<Facility> {
      const { input } = await parseUpload(upload);
      if (input.imageInfo.some((entry) => "id" in entry))
        throw validationFailed([{ field: "imageInfo", message: facilityFormMessages.invalidImageInfo }]);
      const main = chosenMain(input.imageInfo);
      const now = clock.now();
      const id = await withStoredImages(upload.images, (stored) =>
        db.transaction(async (tx) => {
          const facility = await insertFacility(tx, {
            ...columnsOf(input),
            ownerId: user.id,
            status: config.facilityApproval === "required" ? "pending" : "active",
            createdAt: now,
            updatedAt: now,
          });
          const ids = await appendImages(tx, facility.id, stored);
          await settleMainImage(tx, facility.id, main && "index" in main ? ids[main.index] : undefined);
          return facility.id;
        }),
      );
      return present(id);
    },

    async update(user: UserRow, id: number, upload: FacilityUpload): Promise<Facility> {
      await ownedOr404(user, id);
      const { input, districtName } = await parseUpload(upload);
      const main = chosenMain(input.imageInfo);
      await withStoredImages(upload.images, (stored) =>
        db.transaction(async (tx) => {
          if (!(await lockFacility(tx, id))) throw notFound(facilityMessages.notFound);
          const existing = await imagesOf(tx, id);
          if (existing.length + stored.length > MAX_FACILITY_IMAGES)
            throw badRequest(facilityFormMessages.tooManyImages);
          if (main && "id" in main && !existing.some((image) => image.id === main.id))
            throw validationFailed([{ field: "imageInfo", message: facilityFormMessages.imageNotFound }]);
          await updateFacilityFields(tx, id, columnsOf(input), districtName, clock.now());
          const ids = await appendImages(tx, id, stored);
          await settleMainImage(
            tx,
            id,
            main === undefined ? undefined : "id" in main ? main.id : ids[main.index],
          );
        }),
      );
      return present(id);
    },

    /**
     * Removes one image, its files through the jobs queue after the commit; the main one hands
     * over to the next by position.
     */
    async deleteImage(user: UserRow, id: number, imageId: number): Promise<Facility> {
      await ownedOr404(user, id);
      const removal = await db.transaction(async (tx) => {
        if (!(await lockFacility(tx, id))) throw notFound(facilityMessages.notFound);
        const row = await deleteImageRow(tx, id, imageId);
        if (!row) throw notFound(facilityFormMessages.imageNotFound);
        await settleMainImage(tx, id);
        return queueFileRemoval(tx, row.storageKeys ?? [], clock.now());
      });
      if (removal !== null) await jobs.runNow(fileRemovalJob.kind, removal);
      return present(id);
    },

    /**
     * Soft delete: the row stays (reservation history keeps its facility) but no list shows it.
     * Refused with 409 while a pending or confirmed reservation starts in the future.
     */
    async remove(user: UserRow, id: number): Promise<void> {
      await ownedOr404(user, id);
      await db.transaction(async (tx) => {
        if (!(await lockFacility(tx, id))) throw notFound(facilityMessages.notFound);
        const now = clock.now();
        if (await hasFutureBookings(tx, id, now)) throw conflict(facilityFormMessages.deleteBlocked);
        await softDeleteFacility(tx, id, now);
      });
    },
  };
}
