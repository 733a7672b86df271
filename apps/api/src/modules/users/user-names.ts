import { accountLimits } from "@halisaha/data/contract";
import type { Db } from "../../db/client";
import { freeUserNames } from "./repo";

/**
 * A free user name for an account made from an e-mail (Google sign-in): the address's local
 * part in register's alphabet (letters, digits, "." and "_"), 3 to 20 characters, never only
 * digits (a login identifier of 10 digits is read as a phone number), with a number added
 * when taken: `ayse.yilmaz`, `ayse.yilmaz2`, …
 */
export async function deriveUserName(db: Db, email: string): Promise<string> {
  const base = userNameBase(email);
  for (let batch = 0; batch < 5; batch += 1) {
    const candidates = Array.from({ length: 20 }, (_, index) => withSuffix(base, batch * 20 + index + 1));
    const [free] = await freeUserNames(db, candidates);
    if (free !== undefined) return free;
  }
  return withSuffix(base, 100 + Math.floor(Math.random() * 900_000));
}

export function userNameBase(email: string): string {
  const local = (email.split("@")[0] ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ı/g, "i")
    .toLowerCase()
    .replace(/[^a-z0-9._]/g, "");
  let base = local.slice(0, accountLimits.userNameMax);
  if (/^\d*$/.test(base)) base = `oyuncu${base}`.slice(0, accountLimits.userNameMax);
  return base.length >= accountLimits.userNameMin
    ? base
    : `${base}${"_".repeat(accountLimits.userNameMin)}`.slice(0, accountLimits.userNameMin);
}

/** `n` = 1 is the base itself; later numbers replace the base's tail so the name stays ≤ 20. */
function withSuffix(base: string, n: number): string {
  if (n === 1) return base;
  const suffix = String(n);
  return `${base.slice(0, accountLimits.userNameMax - suffix.length)}${suffix}`;
}
