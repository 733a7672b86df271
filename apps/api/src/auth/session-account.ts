import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { revokedTokens, users, type UserRow } from "../db/schema";

/**
 * Prepared: every guarded request reads its account by id and, in the same statement (no
 * second round trip), whether the presented token was revoked (`requireAuth`).
 */
const sessionAccount = preparedPerDb((db) =>
  db
    .select({
      ...getTableColumns(users),
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder("jti")})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .limit(1)
    .prepare("session_account"),
);

/** The account a token names and whether that token (`jti`) was revoked; undefined when the account is gone. */
export async function findSessionAccount(
  db: Db,
  id: number,
  jti: string,
): Promise<{ user: UserRow; revoked: boolean } | undefined> {
  const [row] = await sessionAccount(db).execute({ id, jti });
  if (!row) return undefined;
  const { revoked, ...user } = row;
  return { user, revoked: revoked === true };
}
