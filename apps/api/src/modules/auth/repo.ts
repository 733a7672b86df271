import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { revokedTokens, users } from "../../db/schema";

/**
 * Revokes one token until it would expire (a second sign-out with it changes nothing) and
 * prunes the revocations whose tokens have expired meanwhile.
 */
export async function revokeToken(db: Db, jti: string, expiresAt: Date, now: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
}

/** Ends every session of the account: bumps the token version every token carries (`tv`). */
export async function bumpTokenVersion(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, id));
}
