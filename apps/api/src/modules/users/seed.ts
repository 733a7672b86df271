import type { UserRole } from "@halisaha/data/contract";
import { hashPassword } from "../../auth/passwords";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { findUserByEmail } from "./repo";

/** The password of every demo account (printed at start; never seeded in production). */
export const DEMO_PASSWORD = "Halisaha123!";

export interface DemoAccount {
  role: UserRole;
  firstName: string;
  lastName: string;
  userName: string;
  email: string;
  phoneNumber: string;
}

/**
 * One account per role (two facility owners, so owner screens can be checked against each
 * other), phones verified, so every screen can be tried at once.
 */
export const demoAccounts: readonly DemoAccount[] = [
  {
    role: "user",
    firstName: "Oyuncu",
    lastName: "Demo",
    userName: "oyuncu",
    email: "oyuncu@halisaha.dev",
    phoneNumber: "5550000001",
  },
  {
    role: "facility_owner",
    firstName: "Murat",
    lastName: "Yıldız",
    userName: "sahip",
    email: "sahip@halisaha.dev",
    phoneNumber: "5550000002",
  },
  {
    role: "facility_owner",
    firstName: "Zeynep",
    lastName: "Arslan",
    userName: "sahip2",
    email: "sahip2@halisaha.dev",
    phoneNumber: "5550000004",
  },
  {
    role: "admin",
    firstName: "Elif",
    lastName: "Demir",
    userName: "admin",
    email: "admin@halisaha.dev",
    phoneNumber: "5550000003",
  },
];

/** Adds the missing demo accounts; existing ones (even changed) are left alone. */
export async function seedDemoAccounts(db: Db): Promise<void> {
  for (const account of demoAccounts) {
    if (await findUserByEmail(db, account.email)) continue;
    await db
      .insert(users)
      .values({ ...account, isPhoneVerified: true, passwordHash: await hashPassword(DEMO_PASSWORD) })
      .onConflictDoNothing();
  }
}

/** The small table server.ts prints under its address line. */
export function demoAccountsTable(): string {
  const rows = [["rol", "e-posta", "şifre"], ...demoAccounts.map((a) => [a.role, a.email, DEMO_PASSWORD])];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    `  ${row[0]!.padEnd(widths[0]!)}  ${row[1]!.padEnd(widths[1]!)}  ${row[2]}`.trimEnd(),
  );
  return ["Demo hesapları:", ...lines].join("\n");
}
