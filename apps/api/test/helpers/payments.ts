import { randomBytes } from "node:crypto";
import { weekdayKeys, type UserRole } from "@halisaha/data/contract";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import type { App } from "../../src/app";
import type { Db } from "../../src/db";
import { cities, districts, payments, refunds, reservations } from "../../src/db/schema";
import { insertFacility } from "../../src/modules/facilities/repo";
import { insertUser } from "../../src/modules/users/repo";
import { StripeFake } from "../fakes/stripe-fake";
import { bearer, json, newPhone } from "./accounts";

/**
 * Rows for payment tests written straight through Drizzle (no reservations API needed): a
 * facility of an owner, players with signed tokens, reservations in any state.
 */
export interface Payer {
  id: number;
  token: string;
  headers: Record<string, string>;
}

export async function createPayer(app: App, db: Db, role: UserRole = "user"): Promise<Payer> {
  await app.ready();
  const tag = randomBytes(5).toString("hex");
  const row = await insertUser(db, {
    firstName: "Zeynep",
    lastName: "Kılıç",
    userName: `pay_${tag}`,
    email: `pay.${tag}@example.com`,
    phoneNumber: newPhone(),
    role,
    isPhoneVerified: true,
  });
  const token = await app.tokens.sign({ id: row.id, role: row.role, tokenVersion: row.tokenVersion });
  return { id: row.id, token, headers: { ...json, ...bearer(token) } };
}

/** A facility (1000 TL an hour, 250 TL deposit unless told) owned by a fresh facility owner. */
export async function createFacility(
  app: App,
  db: Db,
  { pricePerHour = 1000, depositAmount = 250 }: { pricePerHour?: number; depositAmount?: number | null } = {},
): Promise<{ facilityId: number; ownerId: number }> {
  await db
    .insert(cities)
    .values({ id: 34, name: "İstanbul", slug: "istanbul", sortOrder: 0 })
    .onConflictDoNothing();
  let [district] = await db.select({ id: districts.id }).from(districts).where(eq(districts.slug, "kadikoy"));
  district ??= (
    await db
      .insert(districts)
      .values({ cityId: 34, name: "Kadıköy", slug: "kadikoy", sortOrder: 0 })
      .returning({ id: districts.id })
  )[0];
  if (!district) throw new Error("no district");
  const owner = await createPayer(app, db, "facility_owner");
  const facility = await insertFacility(db, {
    ownerId: owner.id,
    name: `Ödeme Test Sahası ${randomBytes(3).toString("hex")}`,
    address: "Moda Cad. 1",
    cityId: 34,
    districtId: district.id,
    workingHours: weekdayKeys.map((day) => ({ day, isOpen: true, hours: ["18:00", "19:00", "20:00"] })),
    pricePerHour,
    depositAmount,
    fieldType: "Halı Saha",
    fieldSize: "7v7",
  });
  return { facilityId: facility.id, ownerId: owner.id };
}

export type ReservationValues = Partial<typeof reservations.$inferInsert> & {
  facilityId: number;
  userId: number | null;
};

let slot = 0;
const HOUR_MS = 3_600_000;
/** Europe/Istanbul is UTC+3 all year. */
const ISTANBUL_OFFSET_MS = 3 * HOUR_MS;

/**
 * A reservation row: confirmed, unpaid, 1000 TL with a 250 TL deposit, starting about
 * `hoursAhead` (default 24) after `now`, negative for the past; each call takes its own day, so
 * the no-overlap constraint never bites.
 */
export async function insertReservation(
  db: Db,
  now: Date,
  { hoursAhead, ...values }: ReservationValues & { hoursAhead?: number },
): Promise<typeof reservations.$inferSelect> {
  slot += 1;
  const ahead = hoursAhead ?? 24;
  // Each row on its own day (further ahead, or further back for past ones) and on the hour.
  const startsAt = new Date(now.getTime() + (ahead + Math.sign(ahead || 1) * slot * 24) * HOUR_MS);
  startsAt.setUTCMinutes(0, 0, 0);
  const endsAt = new Date(startsAt.getTime() + HOUR_MS);
  const local = (at: Date) => new Date(at.getTime() + ISTANBUL_OFFSET_MS).toISOString();
  const [row] = await db
    .insert(reservations)
    .values({
      reservationNumber: `HS${randomBytes(4).toString("hex").toUpperCase()}`,
      date: local(startsAt).slice(0, 10),
      startTime: local(startsAt).slice(11, 16),
      endTime: local(endsAt).slice(11, 16),
      startsAt,
      endsAt,
      fieldSize: "7v7",
      status: "confirmed",
      paymentStatus: "unpaid",
      totalPrice: 1000,
      depositAmount: 250,
      paidAmount: 0,
      contactName: "Zeynep Kılıç",
      contactEmail: "zeynep@example.com",
      contactPhone: "5551234567",
      createdById: values.userId,
      ...values,
    })
    .returning();
  if (!row) throw new Error("insert into reservations returned no row");
  return row;
}

export async function reservationRow(db: Db, id: number) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  if (!row) throw new Error(`no reservation ${id}`);
  return row;
}

export async function paymentsOf(db: Db, reservationId: number) {
  return db.select().from(payments).where(eq(payments.reservationId, reservationId)).orderBy(payments.id);
}

export async function refundsOf(db: Db, paymentId: number) {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.id);
}

/** Stripe's own test signer: the header a delivery signed with `secret` at `at` carries. */
export function stripeSignature(payload: string, secret: string, at: Date): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
}

/** A Stripe-shaped `payment_intent.*` event body. */
export function intentEvent(
  type: string,
  intent: { id: string; amount: number; amount_received?: number; currency?: string; status?: string },
  { id = `evt_${randomBytes(10).toString("hex")}`, created = 0 }: { id?: string; created?: number } = {},
): string {
  return JSON.stringify({
    id,
    object: "event",
    created,
    livemode: false,
    type,
    data: {
      object: {
        object: "payment_intent",
        currency: "try",
        amount_received: type === "payment_intent.succeeded" ? intent.amount : 0,
        status: type === "payment_intent.succeeded" ? "succeeded" : "requires_payment_method",
        metadata: {},
        ...intent,
      },
    },
  });
}

/** Posts a delivery to the webhook as Stripe does (raw JSON body, Stripe-Signature header). */
export function postWebhook(app: App, payload: string, signature: string | undefined) {
  return app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(signature === undefined ? {} : { "stripe-signature": signature }),
    },
    payload,
  });
}

export interface StripeFakeForFile {
  fake: StripeFake;
  webhookSecret: string;
  publishableKey: string;
  /** The environment that points the API at the fake (secret key, webhook secret, publishable key, API base), plus `more`. */
  env(more?: Record<string, string>): Record<string, string>;
}

/**
 * A local fake of Stripe's API for the test file that calls this (at its top level): started
 * before its tests, stopped after them. `name` tells the keys of one file from another's.
 */
export function stripeFakeForFile(name: string): StripeFakeForFile {
  const fake = new StripeFake();
  let apiBase = "";
  beforeAll(async () => {
    apiBase = await fake.start();
  });
  afterAll(() => fake.stop());
  const webhookSecret = `whsec_fake_${name}_0123456789abcdef`;
  const publishableKey = `pk_test_fake_${name}`;
  return {
    fake,
    webhookSecret,
    publishableKey,
    env: (more = {}) => ({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_API_BASE: apiBase,
      ...more,
    }),
  };
}
