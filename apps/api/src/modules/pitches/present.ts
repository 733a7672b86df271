import type { Pitch } from "@halisaha/data/contract";
import type { PitchRow } from "./repo";

/** A row as the API answers it (the contract's `Pitch`). */
export function toPitch(row: PitchRow): Pitch {
  return {
    id: row.id,
    facilityId: row.facilityId,
    name: row.name,
    playersPerSide: row.playersPerSide,
    indoor: row.indoor,
    pricePerHour: row.pricePerHour,
    weekendPricePerHour: row.weekendPricePerHour,
    status: row.status,
    sortOrder: row.sortOrder,
  };
}
