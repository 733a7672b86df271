import {
  facilityMessages,
  totalPagesOf,
  type Facility,
  type FacilityListQuery,
  type ListData,
} from "@halisaha/data/contract";
import { notFound } from "../../http/errors";
import type { ModuleDeps } from "../../deps";
import type { UserRow } from "../users/repo";
import { toPitch } from "../pitches/present";
import { listPitches } from "../pitches/repo";
import { toFacility } from "./present";
import { findVisibleFacilities, findVisibleFacility, listFacilities, type Visibility } from "./repo";

/** Guests and users see active facilities; an owner also their own; an admin every one. */
export function visibilityOf(viewer: UserRow | undefined): Visibility {
  if (viewer?.role === "admin") return { kind: "all" };
  if (viewer?.role === "facility_owner") return { kind: "owner", ownerId: viewer.id };
  return { kind: "public" };
}

export type FacilitiesDeps = Pick<ModuleDeps, "db">;

export function createFacilitiesService({ db }: FacilitiesDeps) {
  return {
    /**
     * `status` is honoured only for owners (within their own facilities, plus the public
     * active ones) and admins; everyone else always gets the active list. Absent = active.
     */
    async list(viewer: UserRow | undefined, query: FacilityListQuery): Promise<ListData<Facility>> {
      const visibility = visibilityOf(viewer);
      const { limit, offset, status, ...filters } = query;
      const { rows, count } = await listFacilities(
        db,
        visibility,
        { ...filters, status: visibility.kind === "public" ? "active" : (status ?? "active") },
        { limit, offset },
      );
      return {
        items: rows.map(toFacility),
        count,
        totalPages: totalPagesOf(count, limit),
      };
    },

    /**
     * 404 'Tesis bulunamadı.' for unknown, deleted, or not visible to the caller. With its
     * pitches: the active ones, or all of them for its owner and an admin.
     */
    async get(viewer: UserRow | undefined, id: number): Promise<Facility> {
      const row = await findVisibleFacility(db, id, visibilityOf(viewer));
      if (!row) throw notFound(facilityMessages.notFound);
      const manager =
        viewer?.role === "admin" || (viewer?.role === "facility_owner" && viewer.id === row.facility.ownerId);
      const pitches = await listPitches(db, row.facility.id, !manager);
      return { ...toFacility(row), pitches: pitches.map(toPitch) };
    },

    /**
     * The public facilities (active, not deleted) among `ids`, as the list shows them, by id;
     * for other modules that list facilities (favourites). Hidden ones are simply absent.
     */
    async publicByIds(ids: readonly number[]): Promise<Map<number, Facility>> {
      const rows = await findVisibleFacilities(db, ids, { kind: "public" });
      return new Map(rows.map((row) => [row.facility.id, toFacility(row)]));
    },
  };
}
