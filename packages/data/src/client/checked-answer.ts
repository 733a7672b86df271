/**
 * Every answer the data layer hands on is checked against its contract schema first: reads,
 * writes, the hooks and the plain fetchers alike. The schemas are classic zod, which a public
 * first visit (home, list, a facility) must not download (the first-visit budget,
 * scripts/bench/bundle.mjs), so a fetcher names the contract module that holds its schema
 * (`contracts`, below) and `checkedAnswer` loads it beside the request: the wait is the
 * longer of the two, not their sum. A module already loaded costs nothing the second time.
 *
 * ```ts
 * const { data } = await checkedAnswer(contracts.reservation, (c) => c.reservationListDataSchema, () =>
 *   apiGet("/reservations/user", { query }),
 * );
 * ```
 *
 * An answer that does not match rejects with ApiError('Bir hata oluştu!') (`status` the
 * answer's, `data` what came, `cause` the zod error): a wrong-shaped answer is an error, never
 * data.
 */
import type { z } from "zod";
import { clientMessages } from "../contract/messages";
import { ApiError } from "./api-error";
import type { ApiResult } from "./request";

/** The contract modules with answer schemas, each loaded on first use. */
export const contracts = {
  facility: () => import("../contract/facilities/facility"),
  facilityForm: () => import("../contract/facilities/facility-form"),
  place: () => import("../contract/facilities/locations"),
  favorite: () => import("../contract/favorites/favorite"),
  reservation: () => import("../contract/reservations/reservation"),
  ownerReservation: () => import("../contract/reservations/owner"),
  subscriber: () => import("../contract/subscribers/subscriber"),
  notification: () => import("../contract/notifications/notification"),
  payment: () => import("../contract/payments/payment"),
  auth: () => import("../contract/accounts/auth"),
  codes: () => import("../contract/accounts/codes"),
  users: () => import("../contract/users"),
  profile: () => import("../contract/accounts/profile"),
  health: () => import("../contract/health"),
} as const;

/** What `parseAnswer` needs of a schema: classic zod's and zod/mini's alike. */
type AnswerSchema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
};

/** `data` checked with a contract schema; a mismatch rejects with ApiError('Bir hata oluştu!'). */
export function parseAnswer<T>(schema: AnswerSchema<T>, data: unknown, status: number): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new ApiError(clientMessages.requestFailed, { status, data, cause: parsed.error });
}

/**
 * Sends the request and loads the contract module at the same time, then returns the answer
 * with `data` parsed by `schemaOf(module)`.
 */
export async function checkedAnswer<M, T>(
  load: () => Promise<M>,
  schemaOf: (contract: M) => z.ZodType<T>,
  send: () => Promise<ApiResult<unknown>>,
): Promise<ApiResult<T>> {
  const [contract, answer] = await Promise.all([load(), send()]);
  return { ...answer, data: parseAnswer(schemaOf(contract), answer.data, answer.status) };
}
