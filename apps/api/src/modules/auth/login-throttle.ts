import { accountMessages, normalizePhone } from "@halisaha/data/contract";
import { and, count, eq, gt, lt, min } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginFailures } from "../../db/schema";
import { tooManyRequests } from "../../http/errors";

/**
 * Failed logins are counted in PostgreSQL (every replica sees the same numbers) over a
 * sliding 15-minute window: at most 10 per identifier and 50 per IP, then 429 with
 * Retry-After until the oldest failure leaves the window.
 */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_IDENTIFIER = 10;
export const MAX_FAILURES_PER_IP = 50;

/** One key per account however it is typed: phones normalised, the rest lower-cased. */
export function loginThrottleKey(identifier: string): string {
  const phone = normalizePhone(identifier);
  return phone === null ? identifier.trim().toLowerCase() : `phone:${phone}`;
}

export async function assertLoginAllowed(db: Db, key: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  for (const [column, value, limit] of [
    [loginFailures.identifier, key, MAX_FAILURES_PER_IDENTIFIER],
    [loginFailures.ip, ip, MAX_FAILURES_PER_IP],
  ] as const) {
    const [row] = await db
      .select({ failures: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.createdAt, since)));
    if (row && row.failures >= limit && row.oldest) {
      const retryAfter = (row.oldest.getTime() + LOGIN_WINDOW_SECONDS * 1000 - now.getTime()) / 1000;
      throw tooManyRequests(accountMessages.tooManyLogins, retryAfter);
    }
  }
}

export async function recordLoginFailure(db: Db, key: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ identifier: key, ip, createdAt: now });
  const expired = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, expired));
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.identifier, key));
}
