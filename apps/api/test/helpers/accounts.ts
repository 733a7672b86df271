import { randomBytes } from "node:crypto";
import type { SessionUser } from "@halisaha/data/contract";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { App } from "../../src/app";
import type { Db } from "../../src/db";
import { users } from "../../src/db/schema";

export const json = { "content-type": "application/json" } as const;
export const PASSWORD = "Kale-Direği-42";

export interface RegisterPayload {
  firstName: string;
  lastName: string;
  userName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** A valid register payload with a user name and e-mail no other test uses. */
export function newAccount(overrides: Partial<RegisterPayload> = {}): RegisterPayload {
  const tag = randomBytes(4).toString("hex");
  return {
    firstName: "Ayşe",
    lastName: "Yılmaz",
    userName: `ayse_${tag}`,
    email: `ayse.${tag}@example.com`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

export interface Registered {
  token: string;
  user: SessionUser;
  account: RegisterPayload;
}

/** Registers through the API and answers the token and the user. */
export async function register(app: App, overrides: Partial<RegisterPayload> = {}): Promise<Registered> {
  const account = newAccount(overrides);
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    headers: json,
    payload: account,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { token, items } = response.json().data as { token: string; items: SessionUser };
  return { token, user: items, account };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A random mobile number no other test uses (5xx, 10 digits). */
export function newPhone(): string {
  return `5${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, "0")}`;
}

/** Registers and gives the account a phone number (through PUT /users/profile). */
export async function registerWithPhone(
  app: App,
  phone = newPhone(),
): Promise<Registered & { phone: string }> {
  const registered = await register(app);
  const response = await app.inject({
    method: "PUT",
    url: "/api/users/profile",
    headers: { ...json, ...bearer(registered.token) },
    payload: { phone },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...registered, user: response.json().data.user as SessionUser, phone };
}

/**
 * registerWithPhone, then the number marked verified in the database: the account OWNS it
 * (login and password reset by phone, and other accounts' claims, see only verified numbers).
 */
export async function registerWithVerifiedPhone(
  app: App,
  phone = newPhone(),
): Promise<Registered & { phone: string }> {
  const registered = await registerWithPhone(app, phone);
  await app.db
    .update(users)
    .set({ isPhoneVerified: true })
    .where(eq(users.id, Number(registered.user.id)));
  return { ...registered, user: { ...registered.user, isPhoneVerified: true } };
}

export async function countUsers(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as count from users`)) as unknown as {
    rows: { count: number }[];
  };
  return result.rows[0]?.count ?? -1;
}
