import type { UserRole } from "@halisaha/data/contract";
import type { FastifyRequest } from "fastify";
import { forbidden, isHttpError, unauthorized } from "../http/errors";
import type { UserRow } from "../db/schema";
import { findSessionAccount } from "./session-account";
import { InvalidTokenError } from "./tokens";

/**
 * preHandler: a valid bearer token whose token version still matches the account's and
 * which was not signed out. A missing, tampered or expired token, a deleted account, a token
 * from before the last password change, reset or "sign out everywhere", or one ended by
 * `POST /auth/logout` → 401. One prepared statement reads the account and the revocation.
 * Sets `request.user` and `request.session`.
 */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (token === undefined) throw unauthorized();
  let claims;
  try {
    claims = await request.server.tokens.verify(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      request.log.info({ reason: error.message }, "token refused");
      throw unauthorized();
    }
    throw error;
  }
  const found = await findSessionAccount(request.server.db, claims.userId, claims.tokenId);
  if (!found || found.revoked || found.user.tokenVersion !== claims.tokenVersion) throw unauthorized();
  request.user = found.user;
  request.session = { tokenId: claims.tokenId, expiresAt: claims.expiresAt };
}

/** preHandler: signed in (as `requireAuth`) with one of `roles`, else 403. Roles are read from the database. */
export function requireRole(...roles: readonly UserRole[]) {
  return async function requireRoleHandler(request: FastifyRequest): Promise<void> {
    await requireAuth(request);
    if (!roles.includes(currentUser(request).role)) throw forbidden();
  };
}

/** The presented token's id and expiry, as `requireAuth` read them; use in handlers behind the guard. */
export function currentSession(request: FastifyRequest): { tokenId: string; expiresAt: Date } {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** The account `requireAuth` found; use in handlers behind the guard. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1];
}

/**
 * onRequest for public routes that show more to a signed-in caller: reads the bearer token
 * when there is one. A missing, stale or bad token reads as a guest (the public answer),
 * never a 401. Use `viewerOf` in the handler.
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
