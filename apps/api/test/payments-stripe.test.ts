import { paymentIntentDataSchema, paymentMessages, testCards } from "@halisaha/data/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripeProvider } from "../src/adapters/payments";
import type { App } from "../src/app";
import { reservations } from "../src/db/schema";
import { backoffSeconds } from "../src/jobs";
import { refundReservation } from "../src/modules/payments/refunds";
import { describeEachDatabase } from "./helpers/app";
import { StripeFake } from "./fakes/stripe-fake";
import { TestClock } from "./helpers/fakes";
import { pendingJobs } from "./helpers/jobs";
import {
  createFacility,
  createPayer,
  insertReservation,
  paymentsOf,
  postWebhook,
  refundsOf,
  reservationRow,
  stripeSignature,
  type Payer,
  type ReservationValues,
} from "./helpers/payments";

const clock = new TestClock();
const fake = new StripeFake();
const WEBHOOK_SECRET = "whsec_fake_0123456789abcdef";
const PUBLISHABLE_KEY = "pk_test_fake_publishable";
let apiBase = "";

beforeAll(async () => {
  apiBase = await fake.start();
});
afterAll(() => fake.stop());

const stripeEnv = (more: Record<string, string> = {}) => ({
  STRIPE_SECRET_KEY: fake.secretKey,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
  STRIPE_API_BASE: apiBase,
  ...more,
});

describeEachDatabase(
  "payments through Stripe (the real SDK against a local fake of its API)",
  (ctx) => {
    let app: App;
    let payer: Payer;
    let facilityId: number;

    beforeAll(async () => {
      app = ctx().buildApp({ env: stripeEnv(), services: { clock } });
      payer = await createPayer(app, ctx().database.db);
      ({ facilityId } = await createFacility(app, ctx().database.db));
    });

    const db = () => ctx().database.db;
    const reserve = (values: Partial<ReservationValues> & { hoursAhead?: number } = {}) =>
      insertReservation(db(), clock.now(), { facilityId, userId: payer.id, ...values });
    const createIntent = (reservationId: number, target: App = app) =>
      target.inject({
        method: "POST",
        url: "/api/stripe/create-payment-intent",
        headers: payer.headers,
        payload: { reservationId, amount: 5 },
      });
    const intentOf = async (reservationId: number) => {
      const response = await createIntent(reservationId);
      expect(response.statusCode, response.body).toBe(200);
      return paymentIntentDataSchema.parse(response.json().data);
    };
    /** What Stripe delivers once the browser confirmed the card. */
    const deliverSuccess = (intentId: string, eventId?: string) => {
      const payload = fake.event("payment_intent.succeeded", fake.succeed(intentId), eventId);
      return postWebhook(app, payload, stripeSignature(payload, WEBHOOK_SECRET, clock.now()));
    };
    const cancelReservation = (id: number) =>
      db().update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, id));

    it("tells the browser to load Stripe.js with the publishable key (GET /api/config)", async () => {
      const response = await app.inject({ method: "GET", url: "/api/config" });

      expect(response.json().data).toEqual({
        googleClientId: null,
        payments: { mode: "stripe", publishableKey: PUBLISHABLE_KEY },
        push: null,
      });
    });

    describe("POST /api/stripe/create-payment-intent", () => {
      it("creates the intent at Stripe for the amount due, with an idempotency key, and answers its client secret", async () => {
        const reservation = await reserve();

        const intent = await intentOf(reservation.id);

        const stripeIntent = fake.intent(intent.paymentIntentId);
        expect(intent).toEqual({
          clientSecret: stripeIntent.client_secret,
          paymentIntentId: stripeIntent.id,
          reservationId: reservation.id,
          amount: 250,
          currency: "try",
          mode: "stripe",
        });
        expect(stripeIntent).toMatchObject({
          amount: 25000,
          currency: "try",
          metadata: {
            reservationId: String(reservation.id),
            reservationNumber: reservation.reservationNumber,
          },
        });
        // Both database suites share the fake; reservation numbers are unique, ids are not.
        const [sent] = fake
          .requestsTo("POST", "/v1/payment_intents")
          .filter(
            (r) =>
              (r.params.metadata as Record<string, string>).reservationNumber ===
              reservation.reservationNumber,
          );
        expect(sent?.params).toMatchObject({
          amount: "25000",
          automatic_payment_methods: { enabled: "true" },
        });
        expect(sent?.idempotencyKey).toBe(
          `reservation-${reservation.id}-${reservation.reservationNumber}-0-25000-0`,
        );
      });

      it("answers the open intent again without asking Stripe", async () => {
        const reservation = await reserve();
        const first = await intentOf(reservation.id);
        const calls = fake.requests.length;

        expect(await intentOf(reservation.id)).toEqual(first);
        expect(fake.requests.length).toBe(calls);
      });

      it("makes one intent at Stripe and one row when requests race (idempotency key)", async () => {
        const reservation = await reserve({ depositAmount: 0 });

        const answers = await Promise.all(Array.from({ length: 4 }, () => createIntent(reservation.id)));

        expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
        const ids = new Set(answers.map((a) => a.json().data.paymentIntentId));
        expect(ids.size).toBe(1);
        const atStripe = [...fake.intents.values()].filter(
          (i) => i.metadata.reservationNumber === reservation.reservationNumber,
        );
        expect(atStripe).toHaveLength(1);
        expect(await paymentsOf(db(), reservation.id)).toHaveLength(1);
      });

      it("cancels the open intent at Stripe when the amount due changed", async () => {
        const reservation = await reserve();
        const first = await intentOf(reservation.id);
        await db()
          .update(reservations)
          .set({ depositAmount: 400 })
          .where(eq(reservations.id, reservation.id));

        const second = await intentOf(reservation.id);

        expect(second.amount).toBe(400);
        expect(fake.intent(first.paymentIntentId).status).toBe("canceled");
        expect(fake.intent(second.paymentIntentId)).toMatchObject({
          amount: 40000,
          status: "requires_payment_method",
        });
      });

      it("answers 503 when Stripe fails, and stores nothing", async () => {
        const reservation = await reserve();
        fake.failNext();

        const response = await createIntent(reservation.id);

        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          success: false,
          message: paymentMessages.providerUnavailable,
          data: null,
        });
        expect(await paymentsOf(db(), reservation.id)).toEqual([]);
        expect((await createIntent(reservation.id)).statusCode).toBe(200);
      });

      it("answers 503 when Stripe cannot be reached", async () => {
        const reservation = await reserve();
        const offline = ctx().buildApp({
          env: stripeEnv(),
          services: {
            clock,
            payments: createStripeProvider({
              secretKey: fake.secretKey,
              webhookSecret: WEBHOOK_SECRET,
              publishableKey: PUBLISHABLE_KEY,
              apiBase: "http://127.0.0.1:9",
              maxNetworkRetries: 0,
            }),
          },
        });

        const response = await createIntent(reservation.id, offline);

        expect(response.statusCode).toBe(503);
        expect(await paymentsOf(db(), reservation.id)).toEqual([]);
      });
    });

    describe("POST /api/stripe/webhook", () => {
      it("sets partially_paid after the deposit and paid after the whole price", async () => {
        const deposit = await reserve();
        const whole = await reserve({ depositAmount: 0 });
        const depositIntent = await intentOf(deposit.id);
        const wholeIntent = await intentOf(whole.id);

        expect((await deliverSuccess(depositIntent.paymentIntentId)).statusCode).toBe(200);
        expect((await deliverSuccess(wholeIntent.paymentIntentId)).statusCode).toBe(200);

        expect(await reservationRow(db(), deposit.id)).toMatchObject({
          paymentStatus: "partially_paid",
          paidAmount: 250,
        });
        expect(await reservationRow(db(), whole.id)).toMatchObject({
          paymentStatus: "paid",
          paidAmount: 1000,
        });
      });

      it("refuses deliveries not signed with the endpoint's secret, or changed after signing", async () => {
        const reservation = await reserve();
        const intent = await intentOf(reservation.id);
        const payload = fake.event("payment_intent.succeeded", fake.succeed(intent.paymentIntentId));
        const tampered = payload.replace('"amount_received":25000', '"amount_received":100000');

        for (const [body, signature] of [
          [payload, stripeSignature(payload, "whsec_someone_else", clock.now())],
          [tampered, stripeSignature(payload, WEBHOOK_SECRET, clock.now())],
          [payload, stripeSignature(payload, WEBHOOK_SECRET, new Date(clock.now().getTime() - 3_600_000))],
          [payload, undefined],
        ] as const) {
          const response = await postWebhook(app, body, signature);
          expect(response.statusCode).toBe(400);
          expect(response.json().message).toBe(paymentMessages.webhookSignatureInvalid);
        }
        expect((await reservationRow(db(), reservation.id)).paymentStatus).toBe("unpaid");
      });

      it("treats a replay as done and a late failure as nothing", async () => {
        const reservation = await reserve();
        const intent = await intentOf(reservation.id);

        await deliverSuccess(intent.paymentIntentId, "evt_stripe_replay");
        const replay = await deliverSuccess(intent.paymentIntentId, "evt_stripe_replay");
        const failed = fake.event("payment_intent.payment_failed", fake.decline(intent.paymentIntentId));
        const late = await postWebhook(app, failed, stripeSignature(failed, WEBHOOK_SECRET, clock.now()));

        expect([replay.statusCode, late.statusCode]).toEqual([200, 200]);
        expect((await paymentsOf(db(), reservation.id))[0]?.status).toBe("succeeded");
        expect(await reservationRow(db(), reservation.id)).toMatchObject({
          paymentStatus: "partially_paid",
          paidAmount: 250,
        });
      });

      it("refunds a payment that lands on a cancelled reservation, through Stripe, once", async () => {
        const reservation = await reserve();
        const intent = await intentOf(reservation.id);
        await cancelReservation(reservation.id);

        await deliverSuccess(intent.paymentIntentId, "evt_after_cancel");
        await deliverSuccess(intent.paymentIntentId, "evt_after_cancel");

        const atStripe = [...fake.refunds.values()].filter(
          (r) => r.payment_intent === intent.paymentIntentId,
        );
        expect(atStripe).toEqual([
          expect.objectContaining({
            amount: 25000,
            reason: "requested_by_customer",
            metadata: { reason: "paid_after_cancel" },
          }),
        ]);
        const [payment] = await paymentsOf(db(), reservation.id);
        expect(await refundsOf(db(), payment!.id)).toEqual([
          expect.objectContaining({
            providerRefundId: atStripe[0]?.id,
            amount: 250,
            reason: "paid_after_cancel",
          }),
        ]);
        expect(await reservationRow(db(), reservation.id)).toMatchObject({
          paymentStatus: "unpaid",
          paidAmount: 0,
        });
      });

      it("keeps the refund owed when Stripe fails (200), and its job refunds after the backoff", async () => {
        const reservation = await reserve();
        const intent = await intentOf(reservation.id);
        await cancelReservation(reservation.id);
        fake.failNext();

        const first = await deliverSuccess(intent.paymentIntentId, "evt_refund_retry");
        expect(first.statusCode).toBe(200);
        expect((await reservationRow(db(), reservation.id)).paidAmount).toBe(250);
        const key = `intent-${intent.paymentIntentId}`;
        expect(await pendingJobs(db(), key)).toMatchObject([{ kind: "payments.refund", attempts: 1 }]);

        expect(await app.jobs.runDue()).toBe(0);
        clock.advance(backoffSeconds(1));
        expect(await app.jobs.runDue()).toBe(1);
        expect(await reservationRow(db(), reservation.id)).toMatchObject({
          paymentStatus: "unpaid",
          paidAmount: 0,
        });
        expect(await pendingJobs(db(), key)).toEqual([]);
      });

      it("a redelivery of the event runs the waiting refund job at once", async () => {
        const reservation = await reserve();
        const intent = await intentOf(reservation.id);
        await cancelReservation(reservation.id);
        fake.failNext();
        await deliverSuccess(intent.paymentIntentId, "evt_refund_redelivered");

        const redelivered = await deliverSuccess(intent.paymentIntentId, "evt_refund_redelivered");
        expect(redelivered.statusCode).toBe(200);
        expect(await reservationRow(db(), reservation.id)).toMatchObject({ paidAmount: 0 });
      });

      it("refuses every delivery while STRIPE_WEBHOOK_SECRET is unset (development)", async () => {
        const unsigned = ctx().buildApp({
          env: { ...stripeEnv(), STRIPE_WEBHOOK_SECRET: "" },
          services: { clock },
        });
        const payload = fake.event("payment_intent.succeeded", { id: "pi_x", amount: 1 });

        const response = await postWebhook(
          unsigned,
          payload,
          stripeSignature(payload, WEBHOOK_SECRET, clock.now()),
        );

        expect(response.statusCode).toBe(400);
      });
    });

    describe("refundReservation", () => {
      it("refunds a paid reservation through Stripe once, with the same idempotency key on a retry", async () => {
        const reservation = await reserve({ depositAmount: 0 });
        const intent = await intentOf(reservation.id);
        await deliverSuccess(intent.paymentIntentId);
        await cancelReservation(reservation.id);

        await refundReservation(app, reservation.id, "reservation_cancelled");
        await refundReservation(app, reservation.id, "reservation_cancelled");

        const asked = fake
          .requestsTo("POST", "/v1/refunds")
          .filter((r) => r.params.payment_intent === intent.paymentIntentId);
        expect(asked).toHaveLength(1);
        expect(asked[0]).toMatchObject({
          idempotencyKey: `refund-${intent.paymentIntentId}-0`,
          params: { amount: "100000", metadata: { reason: "reservation_cancelled" } },
        });
        const [payment] = await paymentsOf(db(), reservation.id);
        expect(payment?.refundedAmount).toBe(1000);
        expect(await reservationRow(db(), reservation.id)).toMatchObject({
          paymentStatus: "unpaid",
          paidAmount: 0,
        });
      });

      it("cancels the open intent at Stripe", async () => {
        const reservation = await reserve();
        const intent = await intentOf(reservation.id);
        await cancelReservation(reservation.id);

        await refundReservation(app, reservation.id, "reservation_cancelled");

        expect(fake.intent(intent.paymentIntentId)).toMatchObject({
          status: "canceled",
          cancellation_reason: "abandoned",
        });
        expect((await paymentsOf(db(), reservation.id))[0]?.status).toBe("canceled");
      });

      it("throws the 503 answer when Stripe refuses, and refunds on the next call", async () => {
        const reservation = await reserve({ depositAmount: 0 });
        const intent = await intentOf(reservation.id);
        await deliverSuccess(intent.paymentIntentId);
        await cancelReservation(reservation.id);
        fake.failNext();

        await expect(refundReservation(app, reservation.id, "reservation_cancelled")).rejects.toMatchObject({
          statusCode: 503,
          message: paymentMessages.providerUnavailable,
        });
        expect((await reservationRow(db(), reservation.id)).paidAmount).toBe(1000);

        await refundReservation(app, reservation.id, "reservation_cancelled");
        expect((await reservationRow(db(), reservation.id)).paidAmount).toBe(0);
      });
    });

    it("has no test-mode confirmation with Stripe (404, even for a guest)", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/api/stripe/test-mode/confirm",
        headers: { "content-type": "application/json" },
        payload: { paymentIntentId: "pi_1", cardNumber: testCards.succeeds, expiry: "12/39", cvc: "123" },
      });

      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(paymentMessages.testModeOnly);
    });
  },
  { services: { clock } },
);
