import { randomBytes } from "node:crypto";
import { weekdayKeys, type Reservation, type UserRole } from "@halisaha/data/contract";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { App } from "../../src/app";
import type { Db } from "../../src/db";
import { cities, districts, type StoredWorkingDay } from "../../src/db/schema";
import { insertFacility, type NewFacility } from "../../src/modules/facilities/repo";
import { insertUser, type UserRow } from "../../src/modules/users/repo";
import { bearer, json, newPhone } from "./accounts";

/** `"09:00"` … `"22:00"`; `to` past 23 wraps past midnight (`hours(15, 26)` ends `"02:00"`). */
export const hours = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${String((from + i) % 24).padStart(2, "0")}:00`);

/** The same open hours on every day; `closed` lists ISO weekdays (1 Monday … 7 Sunday) that are shut. */
export function weekOf(open: string[], closed: readonly number[] = []): StoredWorkingDay[] {
  return weekdayKeys.map((day, i) => ({ day, isOpen: !closed.includes(i + 1), hours: open }));
}

export interface Account {
  id: number;
  token: string;
  row: UserRow;
  headers: Record<string, string>;
}

/**
 * An account written straight into the table with a signed token (no password hashing, no
 * login throttle): `phoneVerified` defaults to true.
 */
export async function createAccount(
  app: App,
  db: Db,
  { role = "user", phoneVerified = true }: { role?: UserRole; phoneVerified?: boolean } = {},
): Promise<Account> {
  const tag = randomBytes(5).toString("hex");
  const row = await insertUser(db, {
    firstName: "Şükrü",
    lastName: "Öztürk",
    userName: `u_${tag}`,
    email: `u.${tag}@example.com`,
    phoneNumber: newPhone(),
    role,
    isPhoneVerified: phoneVerified,
  });
  await app.ready();
  const token = await app.tokens.sign({ id: row.id, role: row.role, tokenVersion: row.tokenVersion });
  return { id: row.id, token, row, headers: { ...json, ...bearer(token) } };
}

/** One city and district for the facilities' foreign keys (the full list is not needed). */
export async function ensurePlace(db: Db): Promise<{ cityId: number; districtId: number }> {
  await db
    .insert(cities)
    .values({ id: 34, name: "İstanbul", slug: "istanbul", sortOrder: 0 })
    .onConflictDoNothing();
  const [existing] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.slug, "kadikoy"));
  if (existing) return { cityId: 34, districtId: existing.id };
  const [row] = await db
    .insert(districts)
    .values({ cityId: 34, name: "Kadıköy", slug: "kadikoy", sortOrder: 0 })
    .returning({ id: districts.id });
  return { cityId: 34, districtId: row!.id };
}

/** A facility of `ownerId`: open 09:00-23:00 every day, 1000 TL an hour, unless overridden. */
export async function createFacility(
  db: Db,
  ownerId: number,
  overrides: Partial<NewFacility> = {},
): Promise<number> {
  const place = await ensurePlace(db);
  const row = await insertFacility(db, {
    ownerId,
    name: `Saha ${randomBytes(3).toString("hex")}`,
    description: "",
    address: "Spor Cad. No:1",
    ...place,
    phone: "2165550000",
    email: null,
    website: null,
    workingHours: weekOf(hours(9, 22)),
    pricePerHour: 1000,
    weekendPricePerHour: null,
    depositAmount: null,
    fieldType: "Halı Saha",
    fieldSize: "7v7",
    amenities: [],
    status: "active",
    rating: 4,
    ...overrides,
  });
  return row.id;
}

/** A valid booking body for the slot; contact details filled in. */
export function bookingBody(
  facilityId: number,
  date: string,
  startTime: string,
  more: Record<string, unknown> = {},
) {
  return {
    facilityId,
    date,
    startTime,
    paymentMethod: "creditCard",
    contactName: "Şükrü Öztürk",
    contactEmail: "sukru@example.com",
    contactPhone: "5551234567",
    ...more,
  };
}

/** POST /api/reservations; the response as sent. */
export function postReservation(app: App, account: Account | undefined, body: unknown) {
  return app.inject({
    method: "POST",
    url: "/api/reservations",
    headers: account ? account.headers : json,
    payload: body as Record<string, unknown>,
  });
}

/** Books the slot and expects 201; answers the reservation. */
export async function book(
  app: App,
  account: Account,
  facilityId: number,
  date: string,
  startTime: string,
  more: Record<string, unknown> = {},
): Promise<Reservation> {
  const response = await postReservation(app, account, bookingBody(facilityId, date, startTime, more));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.items as Reservation;
}

/** PATCH /api/reservations/:id/<action>. */
export function act(app: App, account: Account, id: number, action: "confirm" | "cancel" | "complete") {
  return app.inject({
    method: "PATCH",
    url: `/api/reservations/${id}/${action}`,
    headers: bearer(account.token),
  });
}

/** GET with the account's token (or none). */
export function get(app: App, url: string, account?: Account) {
  return app.inject({ method: "GET", url, headers: account ? bearer(account.token) : {} });
}
