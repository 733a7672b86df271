import { accountMessages, normalizePhone } from "@halisaha/data/contract";
import { and, count, eq, gt, lt, max, min, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accountLoginFailures, loginFailures } from "../../db/schema";
import { tooManyRequests } from "../../http/errors";

/**
 * Failed logins are counted in PostgreSQL (every replica sees the same numbers) over a
 * 15-minute window, per account (whichever identifier was typed: e-mail, user name or phone
 * count as one) and per IP. Nobody locks an owner out: the brakes act on the pair (account,
 * IP). A pair gets `FREE_TRIES_PER_PAIR` tries, then each further try must wait a growing delay
 * after the pair's last failure (5 s, 10 s, 20 s … at most the window), answered 429 with
 * Retry-After. Once an account collects `ACCOUNT_ALERT_FAILURES` failures from anywhere (a
 * guess spread over many addresses), every address that failed on it gets one free try only.
 * An address with `MAX_FAILURES_PER_IP` failures on any accounts waits until the oldest leaves
 * the window. The owner's own address, with no failures, always gets in.
 */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const FREE_TRIES_PER_PAIR = 5;
export const ACCOUNT_ALERT_FAILURES = 30;
export const FIRST_DELAY_SECONDS = 5;
export const MAX_FAILURES_PER_IP = 50;

/**
 * NIST SP 800-63B (5.2.2) caps failed attempts per account, whatever the addresses: the brakes
 * above act per address, so a guess spread over many addresses gets one try from each. So each
 * account also counts its failures over a fixed window of `ACCOUNT_WINDOW_SECONDS` from its
 * first failure (`account_login_failures`); from `ACCOUNT_FAILURE_CAP` on, until the window
 * ends, a password alone no longer signs that account in (the login service then asks for an
 * SMS code, or, without a verified phone, refuses password logins until the window ends).
 * A successful sign-in and a password reset clear the count.
 */
export const ACCOUNT_FAILURE_CAP = 100;
export const ACCOUNT_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * The key failures are counted under: `user:<id>` for an existing account, so its e-mail,
 * user name and phone share one count; otherwise the identifier itself (phones normalised,
 * the rest lower-cased), so probing unknown names costs the same.
 */
export function loginThrottleKey(identifier: string, userId?: number): string {
  if (userId !== undefined) return `user:${userId}`;
  const phone = normalizePhone(identifier);
  return phone === null ? identifier.trim().toLowerCase() : `phone:${phone}`;
}

/** The delay after the n-th failure beyond the free ones (n ≥ 1): 5 s, 10 s, 20 s … at most the window. */
export function loginDelaySeconds(beyondFree: number): number {
  return Math.min(LOGIN_WINDOW_SECONDS, FIRST_DELAY_SECONDS * 2 ** (beyondFree - 1));
}

export async function assertLoginAllowed(db: Db, key: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  const recent = gt(loginFailures.createdAt, since);

  const [byIp] = await db
    .select({ failures: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), recent));
  if (byIp && byIp.failures >= MAX_FAILURES_PER_IP && byIp.oldest)
    throw tooManyRequests(
      accountMessages.tooManyLogins,
      (byIp.oldest.getTime() + LOGIN_WINDOW_SECONDS * 1000 - now.getTime()) / 1000,
    );

  const [byPair] = await db
    .select({ failures: count(), last: max(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.identifier, key), eq(loginFailures.ip, ip), recent));
  if (!byPair?.last || byPair.failures === 0) return;
  const [byAccount] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.identifier, key), recent));
  const free = (byAccount?.failures ?? 0) >= ACCOUNT_ALERT_FAILURES ? 1 : FREE_TRIES_PER_PAIR;
  if (byPair.failures < free) return;
  const waitMs = byPair.last.getTime() + loginDelaySeconds(byPair.failures - free + 1) * 1000 - now.getTime();
  if (waitMs > 0) throw tooManyRequests(accountMessages.tooManyLogins, waitMs / 1000);
}

export async function recordLoginFailure(db: Db, key: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ identifier: key, ip, createdAt: now });
  const expired = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, expired));
}

/**
 * After a successful login or a password reset: the account's failures (from `ip` only, when
 * given; without `ip` also the account's failure count of the cap).
 */
export async function clearLoginFailures(db: Db, key: string, ip?: string): Promise<void> {
  if (ip === undefined) await clearAccountFailures(db, key);
  await db
    .delete(loginFailures)
    .where(
      ip === undefined
        ? eq(loginFailures.identifier, key)
        : and(eq(loginFailures.identifier, key), eq(loginFailures.ip, ip)),
    );
}

/** The account's capped window, if its failures reached the cap: when that window ends. */
export async function accountCapEndsAt(db: Db, key: string, now: Date): Promise<Date | null> {
  const [row] = await db.select().from(accountLoginFailures).where(eq(accountLoginFailures.identifier, key));
  if (!row || row.failures < ACCOUNT_FAILURE_CAP) return null;
  const endsAt = new Date(row.windowStartedAt.getTime() + ACCOUNT_WINDOW_SECONDS * 1000);
  return endsAt.getTime() > now.getTime() ? endsAt : null;
}

/**
 * Counts one failure of the account (a window that ended starts over at 1) and prunes ended
 * windows; answers the count in the current window and when it started. One upsert, so
 * concurrent failures on any process each get their own count (exactly one sees the cap).
 */
export async function recordAccountFailure(
  db: Db,
  key: string,
  now: Date,
): Promise<{ failures: number; windowStartedAt: Date }> {
  const windowStart = new Date(now.getTime() - ACCOUNT_WINDOW_SECONDS * 1000);
  const ended = sql`${accountLoginFailures.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(accountLoginFailures)
    .values({ identifier: key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: accountLoginFailures.identifier,
      set: {
        failures: sql`case when ${ended} then 1 else ${accountLoginFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${ended} then ${now.toISOString()}::timestamptz else ${accountLoginFailures.windowStartedAt} end`,
      },
    })
    .returning({
      failures: accountLoginFailures.failures,
      windowStartedAt: accountLoginFailures.windowStartedAt,
    });
  if (!row) throw new Error("upsert into account_login_failures returned no row");
  await db.delete(accountLoginFailures).where(lt(accountLoginFailures.windowStartedAt, windowStart));
  return row;
}

/** After the account signed in (or reset its password): its count of the cap starts over. */
export async function clearAccountFailures(db: Db, key: string): Promise<void> {
  await db.delete(accountLoginFailures).where(eq(accountLoginFailures.identifier, key));
}
