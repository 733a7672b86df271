import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { App } from "../src/app";
import { jobs } from "../src/db/schema";
import { backoffSeconds, createJobRunner, defineJob, enqueueJob } from "../src/jobs";
import { refundJob } from "../src/modules/payments/refund-job";
import { describeEachDatabase } from "./helpers/app";
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
  stripeFakeForFile,
} from "./helpers/payments";

const clock = new TestClock();
const { fake, webhookSecret: WEBHOOK_SECRET, env: stripeEnv } = stripeFakeForFile("jobs");

/** A job kind for the queue's own tests: it records each run and fails while `failing` says so. */
function probeKind(kind: string) {
  const runs: number[] = [];
  let failing = 0;
  const definition = defineJob({
    kind,
    payload: z.object({ n: z.number() }),
    maxAttempts: 3,
    run: async (_app, { n }) => {
      runs.push(n);
      if (failing > 0) {
        failing -= 1;
        throw new Error("provider down");
      }
    },
  });
  return { definition, runs, failNext: (count = 1) => (failing += count) };
}

describeEachDatabase("the jobs queue (outbox) and the refund owed on a cancel", (ctx) => {
  let app: App;
  let payer: Payer;
  let facilityId: number;

  beforeAll(async () => {
    app = ctx().buildApp({ env: stripeEnv(), services: { clock } });
    payer = await createPayer(app, ctx().database.db);
    ({ facilityId } = await createFacility(app, ctx().database.db));
  });

  const db = () => ctx().database.db;

  /** A confirmed reservation of the payer with its deposit (250 TL) paid through Stripe. */
  async function paidReservation() {
    const reservation = await insertReservation(db(), clock.now(), { facilityId, userId: payer.id });
    const created = await app.inject({
      method: "POST",
      url: "/api/stripe/create-payment-intent",
      headers: payer.headers,
      payload: { reservationId: reservation.id },
    });
    expect(created.statusCode, created.body).toBe(200);
    const intentId = created.json().data.paymentIntentId as string;
    const payload = fake.event("payment_intent.succeeded", fake.succeed(intentId));
    const delivered = await postWebhook(app, payload, stripeSignature(payload, WEBHOOK_SECRET, clock.now()));
    expect(delivered.statusCode).toBe(200);
    expect((await reservationRow(db(), reservation.id)).paidAmount).toBe(250);
    return { reservation, intentId };
  }

  const cancel = (id: number, target: App = app) =>
    target.inject({
      method: "PATCH",
      url: `/api/reservations/${id}/cancel`,
      headers: { authorization: `Bearer ${payer.token}` },
    });

  describe("the refund of a cancel", () => {
    it("is carried out right after the cancel commits, and leaves no job behind", async () => {
      const { reservation, intentId } = await paidReservation();

      const response = await cancel(reservation.id);

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.items).toMatchObject({ status: "cancelled", paidAmount: 0 });
      const [payment] = await paymentsOf(db(), reservation.id);
      expect(await refundsOf(db(), payment!.id)).toHaveLength(1);
      expect(fake.requestsTo("POST", "/v1/refunds").at(-1)).toMatchObject({
        idempotencyKey: `refund-${intentId}-0`,
      });
      expect(await pendingJobs(db(), `reservation-${reservation.id}`)).toEqual([]);
    });

    it("stays owed when the provider fails: the cancel stands (200) and the job refunds after its backoff", async () => {
      const { reservation, intentId } = await paidReservation();
      fake.failNext();

      const response = await cancel(reservation.id);

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.items).toMatchObject({ status: "cancelled", paidAmount: 250 });
      const [job] = await pendingJobs(db(), `reservation-${reservation.id}`);
      expect(job).toMatchObject({ kind: refundJob.kind, attempts: 1, lockedUntil: null });
      expect(job?.runAt.getTime()).toBe(clock.now().getTime() + backoffSeconds(1) * 1000);
      expect(job?.lastError).toMatch(/./);

      // Not due yet; after the backoff the poller's step refunds with the same idempotency key.
      expect(await app.jobs.runDue()).toBe(0);
      clock.advance(backoffSeconds(1));
      expect(await app.jobs.runDue()).toBe(1);

      expect(await reservationRow(db(), reservation.id)).toMatchObject({
        status: "cancelled",
        paymentStatus: "unpaid",
        paidAmount: 0,
      });
      const keys = fake
        .requestsTo("POST", "/v1/refunds")
        .filter((r) => r.params.payment_intent === intentId)
        .map((r) => r.idempotencyKey);
      expect(keys).toEqual([`refund-${intentId}-0`, `refund-${intentId}-0`]);
      expect(await pendingJobs(db(), `reservation-${reservation.id}`)).toEqual([]);
    });

    it("backs off exponentially while the provider keeps failing, and cancelling again runs it at once", async () => {
      const { reservation } = await paidReservation();
      fake.failNext(3);
      await cancel(reservation.id);
      clock.advance(backoffSeconds(1));
      await app.jobs.runDue();
      clock.advance(backoffSeconds(2));
      await app.jobs.runDue();

      const [job] = await pendingJobs(db(), `reservation-${reservation.id}`);
      expect(job?.attempts).toBe(3);
      expect(job?.runAt.getTime()).toBe(clock.now().getTime() + backoffSeconds(3) * 1000);

      const again = await cancel(reservation.id);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.items).toMatchObject({ status: "cancelled", paidAmount: 0 });
      expect(await pendingJobs(db(), `reservation-${reservation.id}`)).toEqual([]);
    });

    it("is recorded with the cancel: a process that dies before running it leaves the job, another one refunds", async () => {
      const { reservation } = await paidReservation();
      // A process that claimed the job and was killed (SIGKILL) before finishing: the lease is all that is left.
      fake.failNext();
      await cancel(reservation.id);
      await db()
        .update(jobs)
        .set({ lockedUntil: new Date(clock.now().getTime() + 60_000), runAt: clock.now() })
        .where(eq(jobs.key, `reservation-${reservation.id}`));

      const other = ctx().buildApp({ env: stripeEnv(), services: { clock } });
      await other.ready();
      expect(await other.jobs.runDue()).toBe(0);
      clock.advance(60);
      expect(await other.jobs.runDue()).toBe(1);
      expect((await reservationRow(db(), reservation.id)).paidAmount).toBe(0);
    });
  });

  describe("the queue", () => {
    it("queues a keyed job once while it is pending", async () => {
      const probe = probeKind("test.keyed");
      const first = await enqueueJob(db(), probe.definition, { n: 1 }, { now: clock.now(), key: "k" });
      const second = await enqueueJob(db(), probe.definition, { n: 2 }, { now: clock.now(), key: "k" });

      expect(first).toBeTypeOf("number");
      expect(second).toBeNull();
      await createJobRunner(app, [probe.definition], { leaseSeconds: 30 }).runDue();
      expect(probe.runs).toEqual([1]);
      expect(await enqueueJob(db(), probe.definition, { n: 3 }, { now: clock.now(), key: "k" })).toBeTypeOf(
        "number",
      );
    });

    it("keeps a job as dead with its error after maxAttempts", async () => {
      const probe = probeKind("test.dead");
      const runner = createJobRunner(app, [probe.definition], { leaseSeconds: 30 });
      const id = await enqueueJob(db(), probe.definition, { n: 7 }, { now: clock.now() });
      probe.failNext(5);

      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await runner.runDue();
        clock.advance(backoffSeconds(attempt));
      }

      expect(probe.runs).toEqual([7, 7, 7]);
      const [row] = await db().select().from(jobs).where(eq(jobs.id, id!));
      expect(row).toMatchObject({ status: "dead", attempts: 3, lastError: "Error: provider down" });
    });

    it("runs a job with a bad payload never, and keeps it as dead", async () => {
      const probe = probeKind("test.bad-payload");
      const [row] = await db()
        .insert(jobs)
        .values({
          kind: "test.bad-payload",
          payload: { n: "x" },
          runAt: clock.now(),
          createdAt: clock.now(),
          updatedAt: clock.now(),
        })
        .returning();
      const runner = createJobRunner(app, [probe.definition], { leaseSeconds: 30 });
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await runner.runDue();
        clock.advance(backoffSeconds(attempt));
      }
      expect(probe.runs).toEqual([]);
      const [after] = await db().select().from(jobs).where(eq(jobs.id, row!.id));
      expect(after?.status).toBe("dead");
    });

    it("gives every job to exactly one of two processes polling at once", async () => {
      const probe = probeKind("test.race");
      for (let n = 0; n < 40; n += 1) await enqueueJob(db(), probe.definition, { n }, { now: clock.now() });
      const other = ctx().buildApp({ services: { clock } });
      await other.ready();
      const runners = [app, other, app, other].map((target) =>
        createJobRunner(target, [probe.definition], { leaseSeconds: 30, batchSize: 3 }),
      );

      await Promise.all(
        runners.map(async (runner) => {
          while ((await runner.runDue()) > 0);
        }),
      );

      expect([...probe.runs].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    });

    it("leaves jobs of kinds this process does not know to the processes that do", async () => {
      const known = probeKind("test.known");
      const unknown = probeKind("test.unknown");
      await enqueueJob(db(), unknown.definition, { n: 1 }, { now: clock.now() });

      expect(await createJobRunner(app, [known.definition], { leaseSeconds: 30 }).runDue()).toBe(0);
      expect(await createJobRunner(app, [unknown.definition], { leaseSeconds: 30 }).runDue()).toBe(1);
    });

    it("is polled by the app from start to close (JOBS_POLL_INTERVAL_MS)", async () => {
      const { reservation } = await paidReservation();
      fake.failNext();
      await cancel(reservation.id);
      clock.advance(backoffSeconds(1));

      const polling = ctx().buildApp({
        env: { ...stripeEnv(), JOBS_POLL_INTERVAL_MS: "20" },
        services: { clock },
      });
      await polling.ready();
      await expect
        .poll(async () => (await reservationRow(db(), reservation.id)).paidAmount, { timeout: 5000 })
        .toBe(0);
      await polling.close();
    });
  });
});
