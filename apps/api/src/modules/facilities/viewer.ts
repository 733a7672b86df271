import type { FastifyRequest } from "fastify";
import { requireAuth } from "../../auth/guards";
import { isHttpError } from "../../http/errors";
import type { UserRow } from "../users/repo";

/**
 * onRequest for public routes that show more to a signed-in owner or admin: reads the
 * bearer token when there is one. A missing, stale or bad token reads as a guest (the public
 * answer), never a 401.
 */
export async function optionalAuth(request: FastifyRequest): Promise<void> {
  if (request.headers.authorization === undefined) return;
  try {
    await requireAuth(request);
  } catch (error) {
    if (!isHttpError(error) || error.statusCode !== 401) throw error;
  }
}

/** The caller `optionalAuth` found, if any. */
export function viewerOf(request: FastifyRequest): UserRow | undefined {
  return request.user ?? undefined;
}
