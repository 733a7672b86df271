/**
 * The contract's facility, place and favourite schemas are built with zod's classic API, which
 * a first visit to the home, the list or a facility does not download (the first-visit budget,
 * scripts/bench/bundle.mjs). The fetchers load them beside their request and parse the answer
 * once both are there, so the wait is the longer of the two, not their sum.
 */
import type { z } from "zod";
import { ApiError } from "../client/api-error";
import { clientMessages } from "../contract/messages";

export const loadFacilityContract = () => import("../contract/facilities/facility");
export const loadPlaceContract = () => import("../contract/facilities/locations");
export const loadFavoriteContract = () => import("../contract/favorites/favorite");

/** `data` checked with a contract schema; a mismatch rejects with ApiError('Bir hata oluştu!'). */
export function parseAnswer<T>(schema: z.ZodType<T>, data: unknown, status: number): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new ApiError(clientMessages.requestFailed, { status, data, cause: parsed.error });
}

/** Runs a request and loads a contract module at the same time. */
export async function withContract<M, R>(load: () => Promise<M>, request: () => Promise<R>): Promise<[M, R]> {
  return Promise.all([load(), request()]);
}
