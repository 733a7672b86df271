import type { UserRole } from "@halisaha/data/contract";
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { users, type roleValues } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;
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

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phone)).limit(1);
  return row;
}

export async function findUserByGoogleSubject(db: Db, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row;
}

/**
 * The account a login identifier names: an e-mail when it has an "@", else a phone number
 * (any shape normalizePhone accepts) before a user name; e-mail and user name ignore case.
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
    .where(identifier.phone === null ? byUserName : or(eq(users.phoneNumber, identifier.phone), byUserName))
    .limit(2);
  return rows.find((row) => row.phoneNumber === identifier.phone) ?? rows[0];
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

export async function phoneTakenByOther(db: Db, phone: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phone), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
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
