import { isWeekend } from "../reservations/slots";
import type { Ymd } from "../time";
import type { PitchStatus } from "./messages";

/** What the price rule reads of a pitch: its own prices, null meaning "the facility's". */
export type PitchPrices = { pricePerHour: number | null; weekendPricePerHour: number | null };
/** What the price rule reads of a facility. */
export type FacilityPrices = { pricePerHour: number; weekendPricePerHour: number | null };

/**
 * The price of an hour on a pitch starting on calendar `date`. The weekend rule is the
 * facility's (`priceForDate`): on Saturday and Sunday the weekend price when there is one;
 * the pitch's own price wins over the facility's at each step. So on a weekend hour: the
 * pitch's weekend price, else the facility's weekend price, else the pitch's hourly price,
 * else the facility's hourly price; on a weekday the pitch's hourly price, else the facility's.
 */
export function pitchPriceForDate(
  pitch: PitchPrices,
  facility: FacilityPrices,
  date: Ymd,
): { price: number; isWeekendPrice: boolean } {
  if (isWeekend(date)) {
    const weekend = positive(pitch.weekendPricePerHour) ?? positive(facility.weekendPricePerHour);
    if (weekend !== null) return { price: weekend, isWeekendPrice: true };
  }
  return { price: positive(pitch.pricePerHour) ?? facility.pricePerHour, isWeekendPrice: false };
}

function positive(value: number | null): number | null {
  return value !== null && value > 0 ? value : null;
}

/** What the choice of a pitch reads. */
export type PitchChoice = { id: number; status: PitchStatus; sortOrder: number };

/**
 * The pitch a booking without a chosen pitch gets: among the active pitches whose id is in
 * `freeIds`, the lowest `sortOrder` (then the lowest id); null when none is free.
 */
export function pickFreePitch<T extends PitchChoice>(
  pitches: readonly T[],
  freeIds: Iterable<number>,
): T | null {
  const free = new Set(freeIds);
  let best: T | null = null;
  for (const pitch of pitches) {
    if (pitch.status !== "active" || !free.has(pitch.id)) continue;
    if (
      !best ||
      pitch.sortOrder < best.sortOrder ||
      (pitch.sortOrder === best.sortOrder && pitch.id < best.id)
    ) {
      best = pitch;
    }
  }
  return best;
}
