import {
  facilityMessages,
  MAX_PITCHES_PER_FACILITY,
  pitchMessages as m,
  type Pitch,
  type PitchCreate,
} from "@halisaha/data/contract";
import { conflict, notFound } from "../../http/errors";
import type { ModuleDeps } from "../../deps";
import { findOwnedFacility } from "../facilities/owner-repo";
import { ownershipOf } from "../facilities/owner-service";
import type { UserRow } from "../users/repo";
import { toPitch } from "./present";
import {
  findPitch,
  hasActiveSubscriber,
  hasFutureBookings,
  insertPitch,
  lockFacilityBookings,
  pitchCountOf,
  softDeletePitch,
  updatePitch,
  type PitchValues,
} from "./repo";

export type PitchesDeps = Pick<ModuleDeps, "db" | "clock">;

function valuesOf(input: PitchCreate, sortOrder: number): PitchValues {
  return {
    name: input.name,
    playersPerSide: input.playersPerSide,
    indoor: input.indoor,
    pricePerHour: input.pricePerHour,
    weekendPricePerHour: input.weekendPricePerHour,
    status: input.status,
    sortOrder: input.sortOrder ?? sortOrder,
  };
}

/**
 * The owner's pitch writes. The facility's owner or an admin; another owner's facility (or a
 * deleted one) is 404 'Tesis bulunamadı.', a pitch not of that facility 404 'Saha bulunamadı.'.
 * Every write takes the facility's booking lock first, so the counts and the checks below are
 * decided one writer at a time against bookings and subscriber writes, in every API process.
 */
export function createPitchesService({ db, clock }: PitchesDeps) {
  async function ownedFacilityId(caller: UserRow, facilityId: number): Promise<number> {
    const facility = await findOwnedFacility(db, facilityId, ownershipOf(caller));
    if (!facility) throw notFound(facilityMessages.notFound);
    return facility.id;
  }

  return {
    /** A new pitch, last in order unless `sortOrder` is sent; at most 10 per facility (409). */
    async create(caller: UserRow, facilityId: number, input: PitchCreate): Promise<Pitch> {
      const id = await ownedFacilityId(caller, facilityId);
      const row = await db.transaction(async (tx) => {
        await lockFacilityBookings(tx, id);
        const { count, maxSortOrder } = await pitchCountOf(tx, id);
        if (count >= MAX_PITCHES_PER_FACILITY) throw conflict(m.tooMany);
        return insertPitch(tx, id, valuesOf(input, maxSortOrder + 1), clock.now());
      });
      return toPitch(row);
    },

    /**
     * Replaces the pitch's fields (`sortOrder` kept when absent). Maintenance stops new bookings;
     * the ones it already has stay (the owner cancels them if the pitch cannot be played).
     */
    async update(caller: UserRow, facilityId: number, pitchId: number, input: PitchCreate): Promise<Pitch> {
      const id = await ownedFacilityId(caller, facilityId);
      const row = await db.transaction(async (tx) => {
        await lockFacilityBookings(tx, id);
        const pitch = await findPitch(tx, id, pitchId);
        if (!pitch) throw notFound(m.notFound);
        return updatePitch(tx, pitch.id, valuesOf(input, pitch.sortOrder), clock.now());
      });
      if (!row) throw notFound(m.notFound);
      return toPitch(row);
    },

    /**
     * Removes the pitch (soft delete: its past reservations keep naming it). 409 while it has
     * future pending or confirmed reservations or an active subscriber, and for the last pitch.
     */
    async remove(caller: UserRow, facilityId: number, pitchId: number): Promise<void> {
      const id = await ownedFacilityId(caller, facilityId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await lockFacilityBookings(tx, id);
        const pitch = await findPitch(tx, id, pitchId);
        if (!pitch) throw notFound(m.notFound);
        if ((await pitchCountOf(tx, id)).count <= 1) throw conflict(m.lastPitch);
        if (await hasFutureBookings(tx, pitch.id, now)) throw conflict(m.hasReservations);
        if (await hasActiveSubscriber(tx, pitch.id)) throw conflict(m.hasSubscribers);
        await softDeletePitch(tx, pitch.id, now);
      });
    },
  };
}
