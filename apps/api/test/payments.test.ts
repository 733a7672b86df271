import {
  httpMessages,
  paymentIntentDataSchema,
  paymentMessages,
  reservationMessages,
  testCards,
  type PaymentIntentData,
} from "@halisaha/data/contract";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { createStripeProvider, isSimulated, type SimulatedPaymentProvider } from "../src/adapters/payments";
import type { App } from "../src/app";
import { paymentEvents, payments, reservations } from "../src/db/schema";
import { backoffSeconds } from "../src/jobs";
import { refundReservation } from "../src/modules/payments/refunds";
import { describeEachDatabase } from "./helpers/app";
import { TestClock } from "./helpers/fakes";
import { pendingJobs } from "./helpers/jobs";
import { describeRaces } from "./helpers/reservation-suite";
import {
  createFacility,
  createPayer,
  insertReservation,
  intentEvent,
  paymentsOf,
  postWebhook,
  refundsOf,
  reservationRow,
  stripeSignature,
  stripeFakeForFile,
  type Payer,
  type ReservationValues,
} from "./helpers/payments";

const clock = new TestClock();
/** The race suite's apps run on their own clock. */
const raceClock = new TestClock();
const CARD = { expiry: "12/39", cvc: "123", name: "Zeynep Kılıç" };
const stripe = stripeFakeForFile("payments");
const { fake } = stripe;
const WEBHOOK_SECRET = stripe.webhookSecret;

/**
 * The payment suite runs once per provider: test mode (the simulated provider, the default
 * configuration) and Stripe (the real SDK against a local fake of its API). The cases both
 * must pass come first; each provider's own cases follow, as they are.
 */
const providers = [
  { mode: "test", name: "test mode (simulated provider)" },
  { mode: "stripe", name: "Stripe (the real SDK against a local fake of its API)" },
] as const;

describe.each(providers)("payments in $name", ({ mode }) => {
  describeEachDatabase(
    "payments",
    (ctx) => {
      let app: App;
      let payer: Payer;
      let stranger: Payer;
      let facilityId: number;

      beforeAll(async () => {
        app = mode === "test" ? ctx().app : ctx().buildApp({ env: stripe.env(), services: { clock } });
        const { db } = ctx().database;
        payer = await createPayer(app, db);
        stranger = await createPayer(app, db);
        ({ facilityId } = await createFacility(app, db));
      });

      const db = () => ctx().database.db;
      const provider = (target: App = app): SimulatedPaymentProvider => {
        if (!isSimulated(target.payments)) throw new Error("the app is not in test mode");
        return target.payments;
      };
      const reserve = (values: Partial<ReservationValues> & { hoursAhead?: number } = {}) =>
        insertReservation(db(), clock.now(), { facilityId, userId: payer.id, ...values });
      const createIntent = (
        reservationId: unknown,
        headers: Record<string, string> = payer.headers,
        target = app,
      ) =>
        target.inject({
          method: "POST",
          url: "/api/stripe/create-payment-intent",
          headers,
          payload: { reservationId, amount: 1 },
        });
      const intentOf = async (reservationId: number) => {
        const response = await createIntent(reservationId);
        expect(response.statusCode, response.body).toBe(200);
        return paymentIntentDataSchema.parse(response.json().data);
      };
      const confirm = (
        paymentIntentId: string,
        cardNumber: string = testCards.succeeds,
        headers: Record<string, string> = payer.headers,
        target = app,
      ) =>
        target.inject({
          method: "POST",
          url: "/api/stripe/test-mode/confirm",
          headers,
          payload: { paymentIntentId, cardNumber, ...CARD },
        });
      /** Signed with the webhook secret of the suite's provider. */
      const signed = (payload: string, at = clock.now()) =>
        stripeSignature(payload, mode === "test" ? provider().webhookSecret : WEBHOOK_SECRET, at);
      const succeededEvent = (
        intentId: string,
        amount: number,
        options: { id?: string; received?: number } = {},
      ) =>
        intentEvent(
          "payment_intent.succeeded",
          { id: intentId, amount, amount_received: options.received ?? amount },
          { id: options.id },
        );
      /** What the provider delivers once the card was charged the intent's amount (Stripe: its fake charges it). */
      const deliverSuccess = (intent: PaymentIntentData, eventId?: string) => {
        const payload =
          mode === "test"
            ? succeededEvent(intent.paymentIntentId, Math.round(intent.amount * 100), { id: eventId })
            : fake.event("payment_intent.succeeded", fake.succeed(intent.paymentIntentId), eventId);
        return postWebhook(app, payload, signed(payload));
      };
      /** What the provider delivers when the card was declined. */
      const failedEvent = (intent: PaymentIntentData) =>
        mode === "test"
          ? intentEvent("payment_intent.payment_failed", {
              id: intent.paymentIntentId,
              amount: Math.round(intent.amount * 100),
            })
          : fake.event("payment_intent.payment_failed", fake.decline(intent.paymentIntentId));
      const cancelReservation = (id: number) =>
        db()
          .update(reservations)
          .set({ status: "cancelled", cancelledAt: clock.now() })
          .where(eq(reservations.id, id));
      async function paidReservation(values: Partial<ReservationValues> = {}) {
        const reservation = await reserve({ depositAmount: 0, ...values });
        const intent = await intentOf(reservation.id);
        expect((await deliverSuccess(intent)).statusCode).toBe(200);
        return { reservation, intent };
      }

      it("tells the browser which provider to load (GET /api/config)", async () => {
        const response = await app.inject({ method: "GET", url: "/api/config" });

        expect(response.json().data).toEqual({
          googleClientId: null,
          payments:
            mode === "test"
              ? { mode: "test", publishableKey: null }
              : { mode: "stripe", publishableKey: stripe.publishableKey },
          push: null,
        });
      });

      describe("POST /api/stripe/create-payment-intent", () => {
        it("answers the same open intent again instead of making another", async () => {
          const reservation = await reserve();

          const first = await intentOf(reservation.id);
          const second = await intentOf(reservation.id);

          expect(second).toEqual(first);
          expect(await paymentsOf(db(), reservation.id)).toHaveLength(1);
        });

        it("keeps one open intent when several requests race (one intent at the provider)", async () => {
          const reservation = await reserve();

          const answers = await Promise.all(Array.from({ length: 6 }, () => createIntent(reservation.id)));

          expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
          expect(new Set(answers.map((a) => a.json().data.paymentIntentId)).size).toBe(1);
          expect(await paymentsOf(db(), reservation.id)).toHaveLength(1);
          if (mode === "stripe") {
            const atStripe = [...fake.intents.values()].filter(
              (i) => i.metadata.reservationNumber === reservation.reservationNumber,
            );
            expect(atStripe).toHaveLength(1);
          }
        });

        it("replaces the open intent when the amount due changed, cancelling the old one at the provider", async () => {
          const reservation = await reserve();
          const first = await intentOf(reservation.id);
          await db()
            .update(reservations)
            .set({ depositAmount: 300 })
            .where(eq(reservations.id, reservation.id));

          const second = await intentOf(reservation.id);

          expect(second.amount).toBe(300);
          expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
          const rows = await paymentsOf(db(), reservation.id);
          expect(rows.map((r) => [r.intentId, r.status])).toEqual([
            [first.paymentIntentId, "canceled"],
            [second.paymentIntentId, "requires_payment"],
          ]);
          if (mode === "test") expect((await confirm(first.paymentIntentId)).statusCode).toBe(409);
          else {
            expect(fake.intent(first.paymentIntentId).status).toBe("canceled");
            expect(fake.intent(second.paymentIntentId)).toMatchObject({
              amount: 30000,
              status: "requires_payment_method",
            });
          }
        });
      });

      describe("POST /api/stripe/webhook", () => {
        it("sets partially_paid after the deposit and paid after the whole price", async () => {
          const deposit = await reserve();
          const whole = await reserve({ depositAmount: 0 });
          const depositIntent = await intentOf(deposit.id);
          const wholeIntent = await intentOf(whole.id);

          expect((await deliverSuccess(depositIntent)).statusCode).toBe(200);
          expect((await deliverSuccess(wholeIntent)).statusCode).toBe(200);

          expect(await reservationRow(db(), deposit.id)).toMatchObject({
            paymentStatus: "partially_paid",
            paidAmount: 250,
          });
          expect(await reservationRow(db(), whole.id)).toMatchObject({
            paymentStatus: "paid",
            paidAmount: 1000,
          });
        });

        it("refuses a missing, wrong, tampered or stale signature with 400 and changes nothing", async () => {
          const reservation = await reserve();
          const intent = await intentOf(reservation.id);
          const payload = succeededEvent(intent.paymentIntentId, 25000);
          const tampered = payload
            .replace('"amount":25000', '"amount":2500000')
            .replace('"amount_received":25000', '"amount_received":2500000');
          expect(tampered).not.toBe(payload);
          const otherSecret = `whsec_${"0".repeat(32)}`;

          for (const [body, signature] of [
            [payload, undefined],
            [payload, ""],
            [payload, "t=1,v1=abc"],
            [payload, stripeSignature(payload, otherSecret, clock.now())],
            [tampered, signed(payload)],
            [payload, signed(payload, new Date(clock.now().getTime() - 10 * 60_000))],
          ] as const) {
            const response = await postWebhook(app, body, signature);
            expect(response.statusCode).toBe(400);
            expect(response.json()).toEqual({
              success: false,
              message: paymentMessages.webhookSignatureInvalid,
              data: null,
            });
          }
          expect(await reservationRow(db(), reservation.id)).toMatchObject({
            paymentStatus: "unpaid",
            paidAmount: 0,
          });
          const recorded = await db()
            .select()
            .from(paymentEvents)
            .where(eq(paymentEvents.intentId, intent.paymentIntentId));
          expect(recorded).toEqual([]);
        });

        it("treats a replayed event as done: 200 and nothing changes", async () => {
          const reservation = await reserve({ depositAmount: 0 });
          const intent = await intentOf(reservation.id);
          const eventId = `evt_replayed_once_${mode}`;

          const first = await deliverSuccess(intent, eventId);
          clock.advance(60);
          const replay = await deliverSuccess(intent, eventId);
          // The same id with another body (a forged copy, if the secret leaked) is a replay too.
          const copy = succeededEvent(intent.paymentIntentId, 100000, { id: eventId, received: 500000 });
          const forged = await postWebhook(app, copy, signed(copy));

          expect([first.statusCode, replay.statusCode, forged.statusCode]).toEqual([200, 200, 200]);
          expect(await reservationRow(db(), reservation.id)).toMatchObject({
            paymentStatus: "paid",
            paidAmount: 1000,
          });
        });

        it("lets a failure that arrives after the success change nothing", async () => {
          const reservation = await reserve();
          const intent = await intentOf(reservation.id);

          await deliverSuccess(intent);
          const failed = failedEvent(intent);
          const late = await postWebhook(app, failed, signed(failed));

          expect(late.statusCode).toBe(200);
          expect((await paymentsOf(db(), reservation.id))[0]?.status).toBe("succeeded");
          expect(await reservationRow(db(), reservation.id)).toMatchObject({
            paymentStatus: "partially_paid",
            paidAmount: 250,
          });
        });

        it("refunds a payment that arrives for a cancelled reservation, once", async () => {
          const reservation = await reserve();
          const intent = await intentOf(reservation.id);
          await cancelReservation(reservation.id);

          const response = await deliverSuccess(intent, `evt_after_cancel_${reservation.id}`);
          const replay = await deliverSuccess(intent, `evt_after_cancel_${reservation.id}`);

          expect([response.statusCode, replay.statusCode]).toEqual([200, 200]);
          const [payment] = await paymentsOf(db(), reservation.id);
          expect(payment).toMatchObject({ status: "succeeded", amount: 250, refundedAmount: 250 });
          const atStripe = [...fake.refunds.values()].filter(
            (r) => r.payment_intent === intent.paymentIntentId,
          );
          if (mode === "stripe")
            expect(atStripe).toEqual([
              expect.objectContaining({
                amount: 25000,
                reason: "requested_by_customer",
                metadata: { reason: "paid_after_cancel" },
              }),
            ]);
          expect(await refundsOf(db(), payment!.id)).toEqual([
            expect.objectContaining({
              amount: 250,
              reason: "paid_after_cancel",
              providerRefundId: mode === "test" ? expect.stringMatching(/^re_test_/) : atStripe[0]?.id,
            }),
          ]);
          expect(await reservationRow(db(), reservation.id)).toMatchObject({
            status: "cancelled",
            paymentStatus: "unpaid",
            paidAmount: 0,
          });
        });
      });

      describe("refundReservation", () => {
        it("refunds a paid reservation once, however often it is called (one provider refund, one idempotency key)", async () => {
          const { reservation, intent } = await paidReservation();
          await cancelReservation(reservation.id);

          await refundReservation(app, reservation.id, "reservation_cancelled");
          await refundReservation(app, reservation.id, "reservation_cancelled");

          const [payment] = await paymentsOf(db(), reservation.id);
          expect(payment?.refundedAmount).toBe(1000);
          expect(await refundsOf(db(), payment!.id)).toEqual([
            expect.objectContaining({ amount: 1000, reason: "reservation_cancelled" }),
          ]);
          expect(await reservationRow(db(), reservation.id)).toMatchObject({
            paymentStatus: "unpaid",
            paidAmount: 0,
          });
          if (mode === "stripe") {
            const asked = fake
              .requestsTo("POST", "/v1/refunds")
              .filter((r) => r.params.payment_intent === intent.paymentIntentId);
            expect(asked).toHaveLength(1);
            expect(asked[0]).toMatchObject({
              idempotencyKey: `refund-${intent.paymentIntentId}-0`,
              params: { amount: "100000", metadata: { reason: "reservation_cancelled" } },
            });
          }
        });

        it("cancels the open intent at the provider, so the cancelled booking cannot be paid any more", async () => {
          const reservation = await reserve();
          const intent = await intentOf(reservation.id);
          await cancelReservation(reservation.id);

          await refundReservation(app, reservation.id, "reservation_cancelled");

          expect((await paymentsOf(db(), reservation.id))[0]?.status).toBe("canceled");
          if (mode === "test") {
            const late = await confirm(intent.paymentIntentId);
            expect(late.statusCode).toBe(409);
            expect(late.json().message).toBe(paymentMessages.notPayable);
          } else
            expect(fake.intent(intent.paymentIntentId)).toMatchObject({
              status: "canceled",
              cancellation_reason: "abandoned",
            });
        });
      });

      if (mode === "test") {
        describe("POST /api/stripe/create-payment-intent (test mode)", () => {
          it("asks for the deposit when there is one and nothing is paid", async () => {
            const reservation = await reserve();

            const response = await createIntent(reservation.id);

            expect(response.statusCode).toBe(200);
            const body = response.json();
            expect(body.success).toBe(true);
            expect(body.message).toBe(paymentMessages.intentCreated);
            expect(body.data).toEqual({
              clientSecret: expect.stringMatching(/^pi_test_[0-9a-f]+_secret_[0-9a-f]+$/),
              paymentIntentId: expect.stringMatching(/^pi_test_[0-9a-f]+$/),
              reservationId: reservation.id,
              amount: 250,
              currency: "try",
              mode: "test",
            });
            const [row] = await paymentsOf(db(), reservation.id);
            expect(row).toMatchObject({
              provider: "test",
              intentId: body.data.paymentIntentId,
              clientSecret: body.data.clientSecret,
              amount: 250,
              currency: "try",
              status: "requires_payment",
            });
          });

          it("asks for the whole price when the facility takes no deposit", async () => {
            const reservation = await reserve({ depositAmount: 0, totalPrice: 1250.5 });

            expect((await intentOf(reservation.id)).amount).toBe(1250.5);
          });

          it("asks for the rest when part of the price is already paid", async () => {
            const reservation = await reserve({ paidAmount: 400 });

            expect((await intentOf(reservation.id)).amount).toBe(600);
          });

          it("ignores the amount the client sends", async () => {
            const reservation = await reserve();

            for (const amount of [1, 0.01, -5, "9999", null]) {
              const response = await app.inject({
                method: "POST",
                url: "/api/stripe/create-payment-intent",
                headers: payer.headers,
                payload: { reservationId: String(reservation.id), amount },
              });
              expect(response.statusCode, response.body).toBe(200);
              expect(response.json().data.amount).toBe(250);
            }
            expect(await paymentsOf(db(), reservation.id)).toHaveLength(1);
          });

          it("answers 404 for another user's reservation and for an unknown one", async () => {
            const reservation = await reserve();

            for (const response of [
              await createIntent(reservation.id, stranger.headers),
              await createIntent(999_999),
            ]) {
              expect(response.statusCode).toBe(404);
              expect(response.json()).toEqual({
                success: false,
                message: reservationMessages.notFound,
                data: null,
              });
            }
            expect(await paymentsOf(db(), reservation.id)).toHaveLength(0);
          });

          it("answers 401 to a guest", async () => {
            const reservation = await reserve();

            const response = await createIntent(reservation.id, { "content-type": "application/json" });

            expect(response.statusCode).toBe(401);
            expect(response.json().message).toBe(httpMessages.unauthorized);
          });

          it("answers 400 for a reservation id that is not one", async () => {
            const response = await createIntent("abc");

            expect(response.statusCode).toBe(400);
            expect(response.json().data.errors).toEqual([
              { field: "reservationId", message: paymentMessages.invalidReservationId },
            ]);
          });

          it.each([
            [
              "pending (not held: awaiting the owner)",
              { status: "pending" as const },
              paymentMessages.awaitingOwner,
            ],
            ["cancelled", { status: "cancelled" as const }, paymentMessages.cancelled],
            ["completed", { status: "completed" as const, hoursAhead: -30 }, paymentMessages.started],
            ["started", { hoursAhead: -1 }, paymentMessages.started],
            ["paid", { paymentStatus: "paid" as const, paidAmount: 1000 }, paymentMessages.alreadyPaid],
            [
              "partially paid",
              { paymentStatus: "partially_paid" as const, paidAmount: 250 },
              paymentMessages.alreadyPaid,
            ],
          ])("answers 409 for a %s reservation", async (_label, values, message) => {
            const reservation = await reserve(values);

            const response = await createIntent(reservation.id);

            expect(response.statusCode).toBe(409);
            expect(response.json()).toEqual({ success: false, message, data: null });
            expect(await paymentsOf(db(), reservation.id)).toHaveLength(0);
          });

          it("works across processes: another app on the same database answers and confirms the same intent", async () => {
            const reservation = await reserve();
            const first = await intentOf(reservation.id);
            const other = ctx().buildApp({ services: { clock } });

            const again = await createIntent(reservation.id, payer.headers, other);
            expect(again.json().data).toEqual(first);
            const confirmed = await confirm(first.paymentIntentId, testCards.succeeds, payer.headers, other);

            expect(confirmed.statusCode, confirmed.body).toBe(200);
            expect((await reservationRow(db(), reservation.id)).paymentStatus).toBe("partially_paid");
          });
        });

        describe("POST /api/stripe/test-mode/confirm", () => {
          it("takes the deposit: the reservation is partially paid", async () => {
            const reservation = await reserve();
            const intent = await intentOf(reservation.id);

            const response = await confirm(intent.paymentIntentId, "4242 4242 4242 4242");

            expect(response.statusCode).toBe(200);
            expect(response.json()).toEqual({
              success: true,
              message: paymentMessages.succeeded,
              data: { status: "succeeded", paymentIntentId: intent.paymentIntentId },
            });
            expect(await reservationRow(db(), reservation.id)).toMatchObject({
              paymentStatus: "partially_paid",
              paidAmount: 250,
              status: "confirmed",
            });
            const [payment] = await paymentsOf(db(), reservation.id);
            expect(payment).toMatchObject({ status: "succeeded", succeededAt: clock.now() });
            // The deposit is in; the rest is paid at the facility.
            expect((await createIntent(reservation.id)).statusCode).toBe(409);
          });

          it("takes the whole price: the reservation is paid", async () => {
            const reservation = await reserve({ depositAmount: 0 });
            const intent = await intentOf(reservation.id);

            expect((await confirm(intent.paymentIntentId)).statusCode).toBe(200);

            expect(await reservationRow(db(), reservation.id)).toMatchObject({
              paymentStatus: "paid",
              paidAmount: 1000,
            });
          });

          it("goes through the webhook's handler: the event is recorded once, a second confirm changes nothing", async () => {
            const reservation = await reserve();
            const intent = await intentOf(reservation.id);

            await confirm(intent.paymentIntentId);
            const again = await confirm(intent.paymentIntentId);

            expect(again.statusCode).toBe(200);
            expect((await reservationRow(db(), reservation.id)).paidAmount).toBe(250);
            const events = await db()
              .select()
              .from(paymentEvents)
              .where(eq(paymentEvents.intentId, intent.paymentIntentId));
            expect(events).toEqual([
              expect.objectContaining({
                type: "payment_intent.succeeded",
                eventId: expect.stringMatching(/^evt_test_/),
              }),
            ]);
          });

          it("answers 402 for the declined test card; the same intent then takes another card", async () => {
            const reservation = await reserve();
            const intent = await intentOf(reservation.id);

            const declined = await confirm(intent.paymentIntentId, testCards.declined);

            expect(declined.statusCode).toBe(402);
            expect(declined.json()).toEqual({
              success: false,
              message: paymentMessages.cardDeclined,
              data: null,
            });
            expect((await paymentsOf(db(), reservation.id))[0]?.status).toBe("failed");
            expect(await reservationRow(db(), reservation.id)).toMatchObject({
              paymentStatus: "unpaid",
              paidAmount: 0,
            });

            // The payment page asks again: the same intent is open again.
            expect((await intentOf(reservation.id)).paymentIntentId).toBe(intent.paymentIntentId);
            expect((await paymentsOf(db(), reservation.id)).map((p) => p.status)).toEqual([
              "requires_payment",
            ]);
            expect((await confirm(intent.paymentIntentId)).statusCode).toBe(200);
            expect((await reservationRow(db(), reservation.id)).paymentStatus).toBe("partially_paid");
          });

          it("checks the card with the contract's rules", async () => {
            const reservation = await reserve();
            const intent = await intentOf(reservation.id);

            const response = await app.inject({
              method: "POST",
              url: "/api/stripe/test-mode/confirm",
              headers: payer.headers,
              payload: {
                paymentIntentId: intent.paymentIntentId,
                cardNumber: "4242 4242 4242 4241",
                expiry: "01/20",
                cvc: "1",
              },
            });

            expect(response.statusCode).toBe(400);
            expect(response.json().data.errors).toEqual([
              { field: "cardNumber", message: paymentMessages.cardNumberInvalid },
              { field: "expiry", message: paymentMessages.expiryInvalid },
              { field: "cvc", message: paymentMessages.cvcInvalid },
            ]);
            expect((await reservationRow(db(), reservation.id)).paymentStatus).toBe("unpaid");
          });

          it("answers 404 for another user's intent and an unknown one, 401 for a guest", async () => {
            const reservation = await reserve();
            const intent = await intentOf(reservation.id);

            for (const response of [
              await confirm(intent.paymentIntentId, testCards.succeeds, stranger.headers),
              await confirm("pi_test_unknown"),
            ]) {
              expect(response.statusCode).toBe(404);
              expect(response.json().message).toBe(paymentMessages.intentNotFound);
            }
            expect(
              (
                await confirm(intent.paymentIntentId, testCards.succeeds, {
                  "content-type": "application/json",
                })
              ).statusCode,
            ).toBe(401);
            expect((await reservationRow(db(), reservation.id)).paymentStatus).toBe("unpaid");
          });
        });

        describe("POST /api/stripe/webhook (test mode)", () => {
          it("applies a signed event sent with the raw bytes as signed (any JSON formatting)", async () => {
            const reservation = await reserve();
            const intent = await intentOf(reservation.id);
            const payload = JSON.stringify(
              JSON.parse(succeededEvent(intent.paymentIntentId, 25000)),
              null,
              3,
            );

            const response = await postWebhook(app, payload, signed(payload));

            expect(response.statusCode, response.body).toBe(200);
            expect(response.json()).toEqual({
              success: true,
              message: httpMessages.ok,
              data: { received: true },
            });
            expect(await reservationRow(db(), reservation.id)).toMatchObject({
              paymentStatus: "partially_paid",
              paidAmount: 250,
            });
          });

          it("counts a success once per intent, even under two event ids", async () => {
            const reservation = await reserve();
            const intent = await intentOf(reservation.id);

            for (const id of ["evt_a_first", "evt_a_second"]) {
              const payload = succeededEvent(intent.paymentIntentId, 25000, { id });
              expect((await postWebhook(app, payload, signed(payload))).statusCode).toBe(200);
            }

            expect((await reservationRow(db(), reservation.id)).paidAmount).toBe(250);
          });

          it("counts a success that arrives after a failure (the card was retried)", async () => {
            const reservation = await reserve();
            const intent = await intentOf(reservation.id);
            const failed = intentEvent("payment_intent.payment_failed", {
              id: intent.paymentIntentId,
              amount: 25000,
            });
            const succeeded = succeededEvent(intent.paymentIntentId, 25000);

            await postWebhook(app, failed, signed(failed));
            expect((await paymentsOf(db(), reservation.id))[0]?.status).toBe("failed");
            await postWebhook(app, succeeded, signed(succeeded));

            expect((await paymentsOf(db(), reservation.id))[0]?.status).toBe("succeeded");
            expect((await reservationRow(db(), reservation.id)).paymentStatus).toBe("partially_paid");
          });

          it("counts what the provider received, whatever amount anyone asked for", async () => {
            const reservation = await reserve({ depositAmount: 0 });
            const intent = await intentOf(reservation.id);
            const payload = succeededEvent(intent.paymentIntentId, 100000, { received: 40000 });

            await postWebhook(app, payload, signed(payload));

            expect(await reservationRow(db(), reservation.id)).toMatchObject({
              paymentStatus: "partially_paid",
              paidAmount: 400,
            });
          });

          it("ignores intents it did not create, even when they name a reservation", async () => {
            const reservation = await reserve();
            const payload = JSON.stringify({
              ...JSON.parse(succeededEvent("pi_somebody_else", 100)),
            }).replace('"metadata":{}', `"metadata":{"reservationId":"${reservation.id}"}`);

            const response = await postWebhook(app, payload, signed(payload));

            expect(response.statusCode).toBe(200);
            expect(await reservationRow(db(), reservation.id)).toMatchObject({
              paymentStatus: "unpaid",
              paidAmount: 0,
            });
            const recorded = await db()
              .select()
              .from(paymentEvents)
              .where(eq(paymentEvents.intentId, "pi_somebody_else"));
            expect(recorded).toEqual([]);
          });

          it("acknowledges event types it does not act on", async () => {
            const payload = JSON.stringify({
              id: "evt_charge",
              object: "event",
              type: "charge.succeeded",
              data: { object: { id: "ch_1" } },
            });

            const response = await postWebhook(app, payload, signed(payload));

            expect(response.statusCode).toBe(200);
          });

          it("closes an open intent the provider cancelled", async () => {
            const reservation = await reserve();
            const intent = await intentOf(reservation.id);
            const payload = intentEvent("payment_intent.canceled", {
              id: intent.paymentIntentId,
              amount: 25000,
              status: "canceled",
            });

            await postWebhook(app, payload, signed(payload));

            expect((await paymentsOf(db(), reservation.id))[0]?.status).toBe("canceled");
            const next = await intentOf(reservation.id);
            expect(next.paymentIntentId).not.toBe(intent.paymentIntentId);
          });

          it("keeps JSON parsing for every other route", async () => {
            const response = await app.inject({
              method: "POST",
              url: "/api/stripe/create-payment-intent",
              headers: { ...payer.headers, "content-type": "application/json" },
              payload: "{not json",
            });

            expect(response.statusCode).toBe(400);
            expect(response.json().message).toBe(httpMessages.malformedJson);
          });
        });

        describe("refundReservation (test mode)", () => {
          it("refunds once when the cancel endpoint and the webhook ask at the same time", async () => {
            const { reservation } = await paidReservation();
            await cancelReservation(reservation.id);

            await Promise.all([
              refundReservation(app, reservation.id, "reservation_cancelled"),
              refundReservation(app, reservation.id, "paid_after_cancel"),
              refundReservation(app, reservation.id, "reservation_cancelled"),
            ]);

            const [payment] = await paymentsOf(db(), reservation.id);
            expect(await refundsOf(db(), payment!.id)).toHaveLength(1);
            expect(payment?.refundedAmount).toBe(1000);
            expect((await reservationRow(db(), reservation.id)).paidAmount).toBe(0);
          });

          it("does nothing for a reservation nobody paid", async () => {
            const reservation = await reserve();
            await cancelReservation(reservation.id);

            await refundReservation(app, reservation.id, "reservation_cancelled");

            expect(await paymentsOf(db(), reservation.id)).toEqual([]);
            expect(await reservationRow(db(), reservation.id)).toMatchObject({
              paymentStatus: "unpaid",
              paidAmount: 0,
            });
          });
        });

        describe("the simulated provider", () => {
          it("signs its events exactly as Stripe does (Stripe's SDK verifies them)", () => {
            const delivery = provider().confirmWithCard(
              { id: "pi_test_sdk", amountKurus: 1500, currency: "try", metadata: {} },
              testCards.succeeds,
            );

            const event = Stripe.webhooks.constructEvent(
              delivery.rawBody,
              delivery.signatureHeader,
              provider().webhookSecret,
              300,
              undefined,
              clock.now().getTime(),
            );

            expect(event).toMatchObject({
              type: "payment_intent.succeeded",
              data: {
                object: { id: "pi_test_sdk", amount: 1500, amount_received: 1500, status: "succeeded" },
              },
            });
          });
        });
      }

      if (mode === "stripe") {
        describe("POST /api/stripe/create-payment-intent (Stripe)", () => {
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
              env: stripe.env(),
              services: {
                clock,
                payments: createStripeProvider({
                  secretKey: fake.secretKey,
                  webhookSecret: WEBHOOK_SECRET,
                  publishableKey: stripe.publishableKey,
                  apiBase: "http://127.0.0.1:9",
                  maxNetworkRetries: 0,
                }),
              },
            });

            const response = await createIntent(reservation.id, payer.headers, offline);

            expect(response.statusCode).toBe(503);
            expect(await paymentsOf(db(), reservation.id)).toEqual([]);
          });
        });

        describe("POST /api/stripe/webhook (Stripe)", () => {
          it("keeps the refund owed when Stripe fails (200), and its job refunds after the backoff", async () => {
            const reservation = await reserve();
            const intent = await intentOf(reservation.id);
            await cancelReservation(reservation.id);
            fake.failNext();

            const first = await deliverSuccess(intent, "evt_refund_retry");
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
            await deliverSuccess(intent, "evt_refund_redelivered");

            const redelivered = await deliverSuccess(intent, "evt_refund_redelivered");
            expect(redelivered.statusCode).toBe(200);
            expect(await reservationRow(db(), reservation.id)).toMatchObject({ paidAmount: 0 });
          });

          it("refuses every delivery while STRIPE_WEBHOOK_SECRET is unset (development)", async () => {
            const unsigned = ctx().buildApp({
              env: { ...stripe.env(), STRIPE_WEBHOOK_SECRET: "" },
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

        describe("refundReservation (Stripe)", () => {
          it("throws the 503 answer when Stripe refuses, and refunds on the next call", async () => {
            const reservation = await reserve({ depositAmount: 0 });
            const intent = await intentOf(reservation.id);
            await deliverSuccess(intent);
            await cancelReservation(reservation.id);
            fake.failNext();

            await expect(
              refundReservation(app, reservation.id, "reservation_cancelled"),
            ).rejects.toMatchObject({
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
      }
    },
    { services: { clock } },
  );
});

describeRaces(
  "test mode's confirm with two API processes",
  (ctx) => {
    beforeAll(async () => {
      await ctx().second.ready();
    });

    it("answers 20 simultaneous confirmations of one intent (a double submit) all 200 with the one result, counted once", async () => {
      const { first, second, db } = ctx();
      const payer = await createPayer(first.app, db);
      const { facilityId } = await createFacility(first.app, db);
      // A few rounds: the losing window (between reading the intent and the reservation) is short.
      for (let round = 0; round < 5; round += 1) {
        const reservation = await insertReservation(db, raceClock.now(), {
          facilityId,
          userId: payer.id,
          depositAmount: 0,
        });
        const created = await first.app.inject({
          method: "POST",
          url: "/api/stripe/create-payment-intent",
          headers: payer.headers,
          payload: { reservationId: reservation.id },
        });
        const { paymentIntentId } = paymentIntentDataSchema.parse(created.json().data);

        // Spread over a few milliseconds, as two tabs' clicks are: some requests then read the
        // intent before the first payment commits and the reservation after it.
        const answers = await Promise.all(
          Array.from({ length: 20 }, async (_, i) => {
            await sleep(i * (round + 1));
            return (i % 2 === 0 ? first.app : second).inject({
              method: "POST",
              url: "/api/stripe/test-mode/confirm",
              headers: payer.headers,
              payload: { paymentIntentId, cardNumber: testCards.succeeds, ...CARD },
            });
          }),
        );

        expect(answers.map((a) => [a.statusCode, a.json()])).toEqual(
          Array(20).fill([
            200,
            {
              success: true,
              message: paymentMessages.succeeded,
              data: { status: "succeeded", paymentIntentId },
            },
          ]),
        );
        expect(await paymentsOf(db, reservation.id)).toEqual([
          expect.objectContaining({ intentId: paymentIntentId, status: "succeeded", amount: 1000 }),
        ]);
        expect(await reservationRow(db, reservation.id)).toMatchObject({
          paymentStatus: "paid",
          paidAmount: 1000,
        });
      }
    });

    it("still refuses another intent of a reservation that is already paid", async () => {
      const { first, db } = ctx();
      const payer = await createPayer(first.app, db);
      const { facilityId } = await createFacility(first.app, db);
      const reservation = await insertReservation(db, raceClock.now(), {
        facilityId,
        userId: payer.id,
        paymentStatus: "paid",
        paidAmount: 1000,
      });
      const now = raceClock.now();
      await db.insert(payments).values({
        reservationId: reservation.id,
        provider: "test",
        intentId: `pi_test_other_${reservation.id}`,
        clientSecret: `pi_test_other_${reservation.id}_secret_x`,
        amount: 250,
        currency: "try",
        status: "requires_payment",
        createdAt: now,
        updatedAt: now,
      });

      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          first.app.inject({
            method: "POST",
            url: "/api/stripe/test-mode/confirm",
            headers: payer.headers,
            payload: {
              paymentIntentId: `pi_test_other_${reservation.id}`,
              cardNumber: testCards.succeeds,
              ...CARD,
            },
          }),
        ),
      );

      for (const answer of answers) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json().message).toBe(paymentMessages.alreadyPaid);
      }
      expect(await reservationRow(db, reservation.id)).toMatchObject({
        paymentStatus: "paid",
        paidAmount: 1000,
      });
    });
  },
  { clock: raceClock },
);
