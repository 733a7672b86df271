import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { codeRequests, oneTimeCodes, type codePurposes } from "../../db/schema";

export type CodePurpose = (typeof codePurposes)[number];
export type CodeRow = typeof oneTimeCodes.$inferSelect;

/**
 * Serialises code requests for one phone and one IP across every API process until the
 * transaction ends, so two concurrent requests cannot both pass the limits.
 */
export async function lockCodeRequests(tx: Db, phone: string, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code-phone:${phone}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code-ip:${ip}`}))`);
}

/** Serialises the verifications of one phone number across every API process until the transaction ends. */
export async function lockPhone(tx: Db, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-owner:${phone}`}))`);
}

/** Code requests since `since`, oldest first. */
export async function requestsSince(
  tx: Db,
  by: { phone: string } | { ip: string },
  since: Date,
): Promise<{ purpose: CodePurpose; createdAt: Date }[]> {
  const match = "phone" in by ? eq(codeRequests.phone, by.phone) : eq(codeRequests.ip, by.ip);
  return tx
    .select({ purpose: codeRequests.purpose, createdAt: codeRequests.createdAt })
    .from(codeRequests)
    .where(and(match, gt(codeRequests.createdAt, since)))
    .orderBy(codeRequests.createdAt);
}

export async function insertCodeRequest(
  tx: Db,
  values: { purpose: CodePurpose; phone: string; ip: string; createdAt: Date },
): Promise<number> {
  const [row] = await tx.insert(codeRequests).values(values).returning({ id: codeRequests.id });
  if (!row) throw new Error("insert into code_requests returned no row");
  return row.id;
}

export async function deleteCodeRequest(db: Db, id: number): Promise<void> {
  await db.delete(codeRequests).where(eq(codeRequests.id, id));
}

/** Drops request rows older than `before` and codes created before `codesBefore`. */
export async function pruneCodes(tx: Db, before: Date, codesBefore: Date): Promise<void> {
  await tx.delete(codeRequests).where(lt(codeRequests.createdAt, before));
  await tx.delete(oneTimeCodes).where(lt(oneTimeCodes.createdAt, codesBefore));
}

/**
 * A new code replaces the phone's earlier ones of the same purpose (and any reset mark); with
 * `userId`, only that account's (phone verification: several accounts may claim one number,
 * and one claimant asking for a code must not void the code another is typing).
 */
export async function retireCodes(
  tx: Db,
  purpose: CodePurpose,
  phone: string,
  now: Date,
  userId?: number,
): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.phone, phone),
        userId === undefined ? undefined : eq(oneTimeCodes.userId, userId),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
}

export async function insertCode(
  tx: Db,
  values: {
    purpose: CodePurpose;
    phone: string;
    userId: number;
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<number> {
  const [row] = await tx.insert(oneTimeCodes).values(values).returning({ id: oneTimeCodes.id });
  if (!row) throw new Error("insert into one_time_codes returned no row");
  return row.id;
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

/** The newest code of that purpose and phone not yet used (it may be expired or dead). */
export async function latestOpenCode(
  db: Db,
  purpose: CodePurpose,
  phone: string,
  userId?: number,
): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.phone, phone),
        userId === undefined ? undefined : eq(oneTimeCodes.userId, userId),
        isNull(oneTimeCodes.consumedAt),
        isNull(oneTimeCodes.verifiedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

/** Counts a wrong try; answers the attempts so far (the code is dead at the limit). */
export async function countWrongAttempt(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, id))
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/**
 * Uses a live code once: `consumed` (phone verification) or `verified` (a reset code, which
 * then holds `resetTokenHash`, the keyed hash of the token handed to the client). False when
 * another request used it first.
 */
export async function spendCode(
  db: Db,
  id: number,
  as: { consumed: true } | { verified: true; resetTokenHash: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set("consumed" in as ? { consumedAt: now } : { verifiedAt: now, resetTokenHash: as.resetTokenHash })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt), isNull(oneTimeCodes.verifiedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/**
 * The reset code whose token hashes to `resetTokenHash`: verified after `verifiedSince` and not
 * yet used. The token alone names the code, and through it the account.
 */
export async function findResetMark(
  db: Db,
  resetTokenHash: string,
  verifiedSince: Date,
): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.resetTokenHash, resetTokenHash),
        eq(oneTimeCodes.purpose, "password_reset"),
        isNotNull(oneTimeCodes.verifiedAt),
        gt(oneTimeCodes.verifiedAt, verifiedSince),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Uses the reset mark, inside the transaction that sets the password; false when another
 * request used it first (the row lock makes the second wait, then find it consumed).
 */
export async function consumeResetMark(tx: Db, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}
