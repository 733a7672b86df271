import { paymentMessages, reservationSchema, testCards, type Reservation } from "@halisaha/data/contract";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { App } from "../src/app";
import { notifications, payments, refunds, reservations } from "../src/db/schema";
import { createJobRunner, defineJob } from "../src/jobs";
import { refundJob } from "../src/modules/payments/refund-job";
import { holdExpiryJob, holdJobKey } from "../src/modules/reservations/hold-job";
import { TestClock } from "./helpers/fakes";
import { pendingJobs } from "./helpers/jobs";
import { postWebhook, stripeSignature, stripeFakeForFile } from "./helpers/payments";
import { describeRaces, describeReservations, NOW, THURSDAY } from "./helpers/reservation-suite";
import { book, createAccount, createFacility, get, type Account } from "./helpers/reservations";

// Now is Wednesday 4 March 2026, 12:30 in Istanbul (09:30 UTC); the bookings are for Thursday evening.
const HOLD_SECONDS = 15 * 60;
const CARD = { cardNumber: testCards.succeeds, expiry: "12/39", cvc: "123" };

const clock = new TestClock(NOW);

/** One free evening hour per booking, so the tests never share a slot. */
let nextHour = 9;
const freeHour = () => `${String(nextHour++).padStart(2, "0")}:00`;

async function reservationRow(app: App, id: number) {
  const [row] = await app.db.select().from(reservations).where(eq(reservations.id, id));
  if (!row) throw new Error(`no reservation ${id}`);
  return row;
}

function createIntent(app: App, player: Account, reservationId: number) {
  return app.inject({
    method: "POST",
    url: "/api/stripe/create-payment-intent",
    headers: player.headers,
    payload: { reservationId },
  });
}

/** The jobs of `kind` still owed (those of `key` when given); reminders and others left out. */
async function owed(app: App, kind: string, key?: string) {
  return (await pendingJobs(app.db, key)).filter((job) => job.kind === kind);
}
const holdJobs = (app: App, key?: string) => owed(app, holdExpiryJob.kind, key);

async function slotIsFree(app: App, facilityId: number, startTime: string): Promise<boolean> {
  const response = await get(app, `/api/facilities/${facilityId}/reservation-times?date=${THURSDAY}`);
  const slot = response.json().data.items.find((s: { startTime: string }) => s.startTime === startTime);
  return slot.status as boolean;
}

describeReservations(
  "card holds, instant confirmation and the hold's expiry (test mode)",
  (ctx) => {
    let app: App;
    let player: Account;
    let other: Account;
    let withDeposit: number;
    let withoutDeposit: number;
    let instant: number;

    beforeAll(async () => {
      nextHour = 9;
      const { db, cast } = ctx();
      app = ctx().app;
      player = cast.user;
      other = await createAccount(app, db);
      const { owner } = cast;
      withDeposit = await createFacility(db, owner.id, { depositAmount: 200 });
      withoutDeposit = await createFacility(db, owner.id, { depositAmount: null });
      instant = await createFacility(db, owner.id, { depositAmount: 200, instantConfirmation: true });
    });

    const pay = async (reservationId: number) => {
      const intent = await createIntent(app, player, reservationId);
      expect(intent.statusCode, intent.body).toBe(200);
      const paymentIntentId = intent.json().data.paymentIntentId as string;
      return app.inject({
        method: "POST",
        url: "/api/stripe/test-mode/confirm",
        headers: player.headers,
        payload: { paymentIntentId, ...CARD },
      });
    };

    it("holds a card booking's hour as pending for RESERVATION_HOLD_MINUTES and queues its expiry with it", async () => {
      const startTime = freeHour();
      const reservation = await book(app, player, withDeposit, THURSDAY, startTime);

      const expires = new Date(clock.now().getTime() + HOLD_SECONDS * 1000).toISOString();
      expect(reservationSchema.parse(reservation)).toMatchObject({
        status: "pending",
        paymentStatus: "unpaid",
        holdExpiresAt: expires,
        cancelReason: null,
      });
      const [job] = await holdJobs(app, holdJobKey(reservation.id));
      expect(job).toMatchObject({ kind: holdExpiryJob.kind, payload: { reservationId: reservation.id } });
      expect(job?.runAt.toISOString()).toBe(expires);
      expect(await slotIsFree(app, withDeposit, startTime)).toBe(false);
    });

    it("confirms the booking when the deposit is paid within the hold; the expiry then changes nothing", async () => {
      const reservation = await book(app, player, withDeposit, THURSDAY, freeHour());

      const paid = await pay(reservation.id);

      expect(paid.statusCode, paid.body).toBe(200);
      expect(await reservationRow(app, reservation.id)).toMatchObject({
        status: "confirmed",
        paymentStatus: "partially_paid",
        paidAmount: 200,
      });
      clock.advance(HOLD_SECONDS + 1);
      await app.jobs.runDue();
      expect(await reservationRow(app, reservation.id)).toMatchObject({
        status: "confirmed",
        cancelReason: null,
      });
      expect(await holdJobs(app, holdJobKey(reservation.id))).toEqual([]);
    });

    it("asks the full price when the facility takes no deposit, and confirms it paid", async () => {
      const reservation = await book(app, player, withoutDeposit, THURSDAY, freeHour());

      const intent = await createIntent(app, player, reservation.id);
      expect(intent.json().data.amount).toBe(1000);
      expect((await pay(reservation.id)).statusCode).toBe(200);

      expect(await reservationRow(app, reservation.id)).toMatchObject({
        status: "confirmed",
        paymentStatus: "paid",
        paidAmount: 1000,
      });
    });

    it("releases an unpaid hold when it expires: cancelled, the open intent closed, the hour free again", async () => {
      const startTime = freeHour();
      const reservation = await book(app, player, withDeposit, THURSDAY, startTime);
      expect((await createIntent(app, player, reservation.id)).statusCode).toBe(200);

      clock.advance(HOLD_SECONDS - 60);
      await app.jobs.runDue();
      expect((await reservationRow(app, reservation.id)).status).toBe("pending");

      clock.advance(61);
      await app.jobs.runDue();

      const row = await reservationRow(app, reservation.id);
      expect(row).toMatchObject({ status: "cancelled", cancelReason: "hold_expired", paidAmount: 0 });
      expect(row.cancelledAt?.toISOString()).toBe(clock.now().toISOString());
      const intents = await app.db.select().from(payments).where(eq(payments.reservationId, reservation.id));
      expect(intents.map((p) => p.status)).toEqual(["canceled"]);
      expect(await holdJobs(app, holdJobKey(reservation.id))).toEqual([]);
      expect(await owed(app, refundJob.kind)).toEqual([]);
      expect(await slotIsFree(app, withDeposit, startTime)).toBe(true);

      // the player is told, in the release's transaction (issue 14's notifications)
      const told = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.reservationId, reservation.id));
      expect(told.filter((n) => n.userId === player.id).map((n) => n.kind)).toEqual(["hold_released"]);
      const mine = await get(app, `/api/reservations/${reservation.id}`, player);
      expect(mine.json().data).toMatchObject({ status: "cancelled", cancelReason: "hold_expired" });
      const late = await createIntent(app, player, reservation.id);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(paymentMessages.holdExpired);
      const again = await book(app, other, withDeposit, THURSDAY, startTime);
      expect(again.status).toBe("pending");
    });

    it("opens a payment only for one's own hold that has not run out", async () => {
      const reservation = await book(app, player, withDeposit, THURSDAY, freeHour());

      expect((await createIntent(app, other, reservation.id)).statusCode).toBe(404);
      const guest = await app.inject({
        method: "POST",
        url: "/api/stripe/create-payment-intent",
        payload: { reservationId: reservation.id },
      });
      expect(guest.statusCode).toBe(401);

      // run out, the job not run yet: refused with the reason, and the test card refused too
      const intent = await createIntent(app, player, reservation.id);
      clock.advance(HOLD_SECONDS);
      const expired = await createIntent(app, player, reservation.id);
      expect(expired.statusCode).toBe(409);
      expect(expired.json().message).toBe(paymentMessages.holdExpired);
      const confirm = await app.inject({
        method: "POST",
        url: "/api/stripe/test-mode/confirm",
        headers: player.headers,
        payload: { paymentIntentId: intent.json().data.paymentIntentId, ...CARD },
      });
      expect(confirm.statusCode).toBe(409);
      expect(confirm.json().message).toBe(paymentMessages.holdExpired);
      await app.jobs.runDue();
    });

    it("keeps an on-site booking pending without a hold, unless the facility confirms at once", async () => {
      const waiting = await book(app, player, withDeposit, THURSDAY, freeHour(), { paymentMethod: "onsite" });
      expect(waiting).toMatchObject({ status: "pending", holdExpiresAt: null });
      expect(await holdJobs(app, holdJobKey(waiting.id))).toEqual([]);
      const refused = await createIntent(app, player, waiting.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(paymentMessages.awaitingOwner);

      const confirmed = await book(app, player, instant, THURSDAY, freeHour(), { paymentMethod: "onsite" });
      expect(confirmed).toMatchObject({ status: "confirmed", holdExpiresAt: null });
      expect((await reservationRow(app, confirmed.id)).confirmedAt?.toISOString()).toBe(
        clock.now().toISOString(),
      );

      // a card booking is held there too: paying confirms it
      const card = await book(app, player, instant, THURSDAY, freeHour());
      expect(card.status).toBe("pending");
      expect(card.holdExpiresAt).not.toBeNull();
    });

    it("shows 'Anında onay' on the facility", async () => {
      const response = await get(app, `/api/facilities/${instant}`);
      expect(response.json().data.items.instantConfirmation).toBe(true);
      const plain = await get(app, `/api/facilities/${withDeposit}`);
      expect(plain.json().data.items.instantConfirmation).toBe(false);
    });
  },
  { clock },
);

const stripe = stripeFakeForFile("holds");

describeReservations(
  "a payment arriving after the hold expired is refunded (Stripe)",
  (ctx) => {
    let app: App;
    let player: Account;
    let facilityId: number;

    beforeAll(async () => {
      nextHour = 9;
      const { db, cast } = ctx();
      app = ctx().buildApp({ env: stripe.env({ RATE_LIMIT_MAX: "100000" }), services: { clock } });
      player = cast.user;
      facilityId = await createFacility(db, cast.owner.id, { depositAmount: 200 });
    });

    const heldWithIntent = async () => {
      const reservation = await book(app, player, facilityId, THURSDAY, freeHour());
      const intent = await createIntent(app, player, reservation.id);
      expect(intent.statusCode, intent.body).toBe(200);
      return { reservation, intentId: intent.json().data.paymentIntentId as string };
    };

    const deliverSuccess = async (intentId: string) => {
      const payload = stripe.fake.event("payment_intent.succeeded", stripe.fake.succeed(intentId));
      const response = await postWebhook(
        app,
        payload,
        stripeSignature(payload, stripe.webhookSecret, clock.now()),
      );
      expect(response.statusCode).toBe(200);
    };

    const refundedOf = async (reservation: Reservation) => {
      const [payment] = await app.db
        .select()
        .from(payments)
        .where(eq(payments.reservationId, reservation.id));
      return app.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    };

    it("when it lands before the expiry job ran: the booking is released and the money goes back", async () => {
      const { reservation, intentId } = await heldWithIntent();
      clock.advance(HOLD_SECONDS + 5);

      await deliverSuccess(intentId);

      expect(await reservationRow(app, reservation.id)).toMatchObject({
        status: "cancelled",
        cancelReason: "hold_expired",
        paidAmount: 0,
        paymentStatus: "unpaid",
      });
      expect((await refundedOf(reservation)).map((r) => r.amount)).toEqual([200]);
      await app.jobs.runDue();
      expect(await holdJobs(app, holdJobKey(reservation.id))).toEqual([]);
      expect(await owed(app, refundJob.kind)).toEqual([]);
    });

    it("when it lands after the job released the hold: refunded as a payment on a cancelled booking", async () => {
      const { reservation, intentId } = await heldWithIntent();
      clock.advance(HOLD_SECONDS + 5);
      await app.jobs.runDue();
      expect((await reservationRow(app, reservation.id)).status).toBe("cancelled");

      await deliverSuccess(intentId);

      expect(await reservationRow(app, reservation.id)).toMatchObject({ status: "cancelled", paidAmount: 0 });
      expect((await refundedOf(reservation)).map((r) => r.amount)).toEqual([200]);
    });

    it("confirms the booking when the payment lands within the hold", async () => {
      const { reservation, intentId } = await heldWithIntent();
      clock.advance(HOLD_SECONDS - 5);

      await deliverSuccess(intentId);

      expect(await reservationRow(app, reservation.id)).toMatchObject({
        status: "confirmed",
        paymentStatus: "partially_paid",
        paidAmount: 200,
      });
      clock.advance(10);
      await app.jobs.runDue();
      expect((await reservationRow(app, reservation.id)).status).toBe("confirmed");
    });
  },
  { clock },
);

// Two processes polling at once prove nothing on PGlite (one connection): only on PostgreSQL.
describeRaces(
  "the hold expiry job with two API processes",
  (ctx) => {
    beforeAll(async () => {
      await ctx().second.ready();
    });

    it("releases each expired hold exactly once while both processes poll at the same moment", async () => {
      const { first, second, db } = ctx();
      const owner = await createAccount(first.app, db, { role: "facility_owner" });
      const facilityId = await createFacility(db, owner.id, { depositAmount: 200 });
      const players = await Promise.all(Array.from({ length: 12 }, () => createAccount(first.app, db)));
      const held = [];
      for (const [i, player] of players.entries()) {
        const startTime = `${String(9 + i).padStart(2, "0")}:00`;
        held.push(await book(i % 2 === 0 ? first.app : second, player, facilityId, THURSDAY, startTime));
      }

      // the product's handler, counted per reservation
      const runs: number[] = [];
      const counted = defineJob({
        ...holdExpiryJob,
        run: async (app, payload, job) => {
          runs.push(payload.reservationId);
          await holdExpiryJob.run(app, payload, job);
        },
      });
      clock.advance(HOLD_SECONDS + 1);
      const runners = [first.app, second, first.app, second].map((app) =>
        createJobRunner(app, [counted], { leaseSeconds: 60, batchSize: 2 }),
      );
      await Promise.all(
        runners.map(async (runner) => {
          while ((await runner.runDue()) > 0);
        }),
      );

      expect([...runs].sort((a, b) => a - b)).toEqual(held.map((r) => r.id).sort((a, b) => a - b));
      for (const reservation of held)
        expect(await reservationRow(first.app, reservation.id)).toMatchObject({
          status: "cancelled",
          cancelReason: "hold_expired",
        });
      expect(await holdJobs(first.app)).toEqual([]);
    });
  },
  { clock },
);
