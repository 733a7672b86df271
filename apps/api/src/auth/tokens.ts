import { createHash, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { Clock } from "../clock";

/** 7 days. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = "halisaha";
const AUDIENCE = "halisaha-api";
/** The largest PostgreSQL `integer`, the type of every id. */
const MAX_ID = 2_147_483_647;

export interface TokenSubject {
  id: number;
  role: string;
  tokenVersion: number;
}

export interface TokenClaims {
  userId: number;
  role: string;
  tokenVersion: number;
  /** The token's own id (`jti`): what `POST /auth/logout` revokes. */
  tokenId: string;
  /** When the token expires (`exp`): a revoked id is kept until then. */
  expiresAt: Date;
}

/** A token id: 16 random bytes, base64url (22 characters). */
const TOKEN_ID = /^[A-Za-z0-9_-]{22}$/;

export interface TokenService {
  sign(subject: TokenSubject): Promise<string>;
  /** The claims of a valid token (signature, HS256, issuer, audience, expiry); rejects otherwise. */
  verify(token: string): Promise<TokenClaims>;
}

export class InvalidTokenError extends Error {
  override name = "InvalidTokenError";
}

/**
 * HS256 session tokens: `sub` (user id), `role`, `tv` (token version), `jti` (a random id, so
 * one token can be revoked), 7-day expiry. A token without a well-formed `jti` (signed before
 * tokens had one) is refused: every session must be one that a sign-out can end.
 */
export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ id, role, tokenVersion }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ role, tv: tokenVersion })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(id))
        .setJti(randomBytes(16).toString("base64url"))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
          requiredClaims: ["sub", "exp", "jti"],
        });
        // Ids are PostgreSQL integers: a subject outside 1..2^31-1 names nobody (and must not reach a query).
        const userId = /^[1-9][0-9]{0,9}$/.test(payload.sub ?? "") ? Number(payload.sub) : NaN;
        if (!(userId >= 1 && userId <= MAX_ID)) throw new InvalidTokenError("bad subject");
        if (typeof payload.tv !== "number" || !Number.isSafeInteger(payload.tv))
          throw new InvalidTokenError("bad tv");
        if (!TOKEN_ID.test(payload.jti ?? "")) throw new InvalidTokenError("bad jti");
        return {
          userId,
          role: String(payload.role ?? ""),
          tokenVersion: payload.tv,
          tokenId: payload.jti as string,
          expiresAt: new Date((payload.exp as number) * 1000),
        };
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        throw new InvalidTokenError(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

/** A key for keyed hashes (one-time codes) derived from the token secret, never the secret itself. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHash("sha256").update(`${purpose}\0${secret}`).digest();
}
