import type { UserRole } from "@halisaha/data/contract";
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { users, type roleValues, type UserRow } from "../../db/schema";

export type { UserRow };
export type NewUser = typeof users.$inferInsert;

// The table's role list and the contract's must be the same set.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const rolesMatch: Same<(typeof roleValues)[number], UserRole> = true;
void rolesMatch;

const lower = (value: string) => value.toLowerCase();

/** Prepared: every guarded request reads its account by id (`requireAuth`). */
const userById = preparedPerDb((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .limit(1)
    .prepare("users_by_id"),
);

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${lower(email)}`)
    .limit(1);
  return row;
}

/**
 * The account that owns this number: the one that VERIFIED it. Unverified holders only claim a
 * number (several may), so they never receive or trigger anything meant for its owner.
 */
export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(verifiedPhone(phone)).limit(1);
  return row;
}

/** The row that holds `phone` verified (at most one: `users_verified_phone_key`). */
function verifiedPhone(phone: string) {
  return and(eq(users.phoneNumber, phone), eq(users.isPhoneVerified, true));
}

export async function findUserByGoogleSubject(db: Db, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row;
}

/**
 * The account a login identifier names: an e-mail when it has an "@", else a VERIFIED phone
 * number (any shape normalizePhone accepts) before a user name; e-mail and user name ignore
 * case. An unverified number names nobody: several accounts may claim it.
 */
export async function findUserByIdentifier(
  db: Db,
  identifier: { text: string; phone: string | null },
): Promise<UserRow | undefined> {
  const text = lower(identifier.text);
  if (text.includes("@")) return findUserByEmail(db, text);
  const byUserName = sql`lower(${users.userName}) = ${text}`;
  const rows = await db
    .select()
    .from(users)
    .where(identifier.phone === null ? byUserName : or(verifiedPhone(identifier.phone), byUserName))
    .limit(2);
  return rows.find((row) => row.isPhoneVerified && row.phoneNumber === identifier.phone) ?? rows[0];
}

/** Which of the e-mail and user name already belong to an account. */
export async function findTakenIdentity(
  db: Db,
  { email, userName }: { email: string; userName: string },
): Promise<{ email: boolean; userName: boolean }> {
  const rows = await db
    .select({ email: users.email, userName: users.userName })
    .from(users)
    .where(
      or(sql`lower(${users.email}) = ${lower(email)}`, sql`lower(${users.userName}) = ${lower(userName)}`),
    );
  return {
    email: rows.some((row) => lower(row.email) === lower(email)),
    userName: rows.some((row) => lower(row.userName) === lower(userName)),
  };
}

/** Those of `candidates` that no account uses as user name (case-insensitive). */
export async function freeUserNames(db: Db, candidates: readonly string[]): Promise<string[]> {
  if (candidates.length === 0) return [];
  const taken = await db
    .select({ userName: users.userName })
    .from(users)
    .where(
      sql`lower(${users.userName}) in (${sql.join(
        candidates.map((name) => sql`${lower(name)}`),
        sql`, `,
      )})`,
    );
  const takenSet = new Set(taken.map((row) => lower(row.userName)));
  return candidates.filter((name) => !takenSet.has(lower(name)));
}

/** Whether another account than `userId` owns (has verified) this number. */
export async function phoneVerifiedByOther(db: Db, phone: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(verifiedPhone(phone), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Drops the other accounts' unverified claims on `phone` (their number becomes null); answers
 * who lost it, so each can be told. Called in the transaction that verifies it.
 */
export async function dropPhoneClaims(
  tx: Db,
  phone: string,
  verifierId: number,
  now: Date,
): Promise<{ id: number }[]> {
  return tx
    .update(users)
    .set({ phoneNumber: null, updatedAt: now })
    .where(and(eq(users.phoneNumber, phone), eq(users.isPhoneVerified, false), ne(users.id, verifierId)))
    .returning({ id: users.id });
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("insert into users returned no row");
  return row;
}

type UserPatch = Partial<
  Pick<
    NewUser,
    | "firstName"
    | "lastName"
    | "phoneNumber"
    | "isPhoneVerified"
    | "googleSubject"
    | "emailVerifiedAt"
    | "role"
  >
>;

export async function updateUser(db: Db, id: number, patch: UserPatch, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during an update`);
  return row;
}

/** Sets a new password hash and bumps the token version: every older token stops working. */
export async function setPassword(db: Db, id: number, passwordHash: string, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during a password change`);
  return row;
}

/** Sets the role of the account with this e-mail; undefined when there is none. */
export async function setRoleByEmail(db: Db, email: string, role: UserRole): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = ${lower(email)}`)
    .returning();
  return row;
}
