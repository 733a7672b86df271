#!/usr/bin/env node
/**
 * `npm run test:crash`: the built API killed with SIGKILL while it books, takes payments and
 * cancels, on PostgreSQL; afterwards every reservation, payment and refund must agree.
 *
 * Creates a throw-away database on CRASH_DATABASE_URL's server (else TEST_DATABASE_URL's, else
 * the local postgres://postgres@127.0.0.1:5432/test), starts two API processes on it (simulated
 * payments; a short job lease so a killed process's jobs come back quickly), seeds facilities,
 * an owner and players straight into the tables, then for CRASH_SECONDS (default 25) runs
 * CRASH_WORKERS (default 8) journeys at a time, each request to a random process that is up:
 * book → the owner confirms → create the payment intent → pay with the test card → (most)
 * cancel by the player or the owner; some cancel before paying. Meanwhile one process or the
 * other is killed with SIGKILL every 1-2.5 s and started again on its port. Then both run
 * until no job is due (reminders wait for their hour), and the script checks in SQL:
 *
 * - no cancelled reservation holds money (paid_amount > 0) and no refund job is pending or dead;
 * - no payment without its reservation, no cancelled reservation with a payable intent;
 * - every reservation's paid_amount is what its succeeded payments took minus what was refunded,
 *   every payment's refunded_amount the sum of its refunds, payment_status agrees with the amount;
 * - no slot is held twice.
 *
 * Prints the figures (kills, requests in flight when killed, answers per step, jobs drained,
 * each check) and exits 1 when a check fails or a process answered a 5xx other than 503.
 */
import { randomBytes } from "node:crypto";
import { benchApiEnv, buildApiIfStale, exited, isRunning, startApi } from "../lib/bench-api.mjs";
import { pg, throwAwayDatabase } from "../lib/bench-db.mjs";
import { addDays, bookingBody, OPEN_HOURS, pad2, seedBookingWorld } from "../lib/booking-world.mjs";
import { freePort } from "../lib/process.mjs";

const serverUrl =
  process.env.CRASH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
const SECONDS = Number(process.env.CRASH_SECONDS ?? 25);
const WORKERS = Number(process.env.CRASH_WORKERS ?? 8);
const FACILITIES = 6;
const USERS = 60;
const DRAIN_TIMEOUT_MS = 60_000;
const START_TIMEOUT_MS = 60_000;
const TEST_CARD = { cardNumber: "4242424242424242", expiry: "12/39", cvc: "123" };
const STEPS = ["book", "confirm", "intent", "pay", "cancel"];

const ceiling = setTimeout(
  () => {
    console.error("Crash test timed out.");
    process.exit(1);
  },
  SECONDS * 1000 + DRAIN_TIMEOUT_MS + START_TIMEOUT_MS * 3 + 60_000,
).unref();

await buildApiIfStale();

const database = throwAwayDatabase(serverUrl, "hs_crash");
const jwtSecret = randomBytes(32).toString("hex");
/** The two API processes: port and the current child. */
const apis = [];
process.on("exit", () => apis.forEach(({ child }) => child && isRunning(child) && child.kill("SIGKILL")));

/** step → status (or "network") → count */
const answers = Object.fromEntries(STEPS.map((step) => [step, new Map()]));
/** step → requests in flight when a process was killed under them */
const inFlightAtKill = Object.fromEntries(STEPS.map((step) => [step, 0]));
const journeys = { started: 0, completed: 0, interrupted: 0, refused: 0 };
let kills = 0;
const restartMs = [];

let pool;
let failed = false;
try {
  await database.create();
  const env = benchApiEnv({
    JWT_SECRET: jwtSecret,
    DATABASE_URL: database.url,
    JOBS_POLL_INTERVAL_MS: "200",
    JOBS_LEASE_SECONDS: "2",
  });
  // The first process migrates the fresh database; the second starts on a migrated one.
  for (let i = 0; i < 2; i += 1) {
    const api = { port: await freePort(), env, child: undefined, inFlight: new Map() };
    api.base = `http://127.0.0.1:${api.port}`;
    apis.push(api);
    await start(api);
  }

  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const world = await seedBookingWorld(pool, { jwtSecret, facilities: FACILITIES, users: USERS });
  const slots = world.facilityIds.flatMap((facilityId) =>
    Array.from({ length: 60 }, (_, d) => addDays(world.today, 2 + d)).flatMap((date) =>
      OPEN_HOURS.map((hour) => ({ facilityId, date, startTime: `${pad2(hour)}:00` })),
    ),
  );
  let nextSlot = 0;

  const deadline = Date.now() + SECONDS * 1000;
  const killer = (async () => {
    while (Date.now() < deadline) {
      await sleep(1000 + Math.random() * 1500);
      if (Date.now() >= deadline) break;
      const api = apis[Math.floor(Math.random() * apis.length)];
      for (const [step, n] of api.inFlight) inFlightAtKill[step] += n;
      api.up = false;
      api.child.kill("SIGKILL");
      await exited(api.child);
      kills += 1;
      const started = performance.now();
      await start(api);
      restartMs.push(performance.now() - started);
    }
  })();

  const worker = async () => {
    while (Date.now() < deadline) {
      const slot = slots[nextSlot++ % slots.length];
      const user = world.users[Math.floor(Math.random() * world.users.length)];
      journeys.started += 1;
      const outcome = await journey(slot, user, world.owner);
      journeys[outcome] += 1;
    }
  };
  await Promise.all([killer, ...Array.from({ length: WORKERS }, worker)]);
  if (nextSlot > slots.length) throw new Error(`ran out of distinct slots (${slots.length})`);

  // Both processes up; they drain the queue (a killed process's jobs come back after the lease).
  for (const api of apis) if (!isRunning(api.child)) await start(api);
  const drainStarted = performance.now();
  let pending;
  for (;;) {
    // Due jobs only: reminders wait for their hour (days ahead) and are not owed yet.
    const { rows } = await pool.query(
      "select count(*)::int as n from jobs where status = 'pending' and run_at <= now()",
    );
    pending = rows[0].n;
    if (pending === 0 || performance.now() - drainStarted > DRAIN_TIMEOUT_MS) break;
    await sleep(250);
  }
  const drainSeconds = (performance.now() - drainStarted) / 1000;

  const checks = await consistencyChecks(pool);
  const totals = await pool.query(
    `select
       (select count(*)::int from reservations) as reservations,
       (select count(*)::int from reservations where status = 'cancelled') as cancelled,
       (select count(*)::int from payments where status = 'succeeded') as paid,
       (select count(*)::int from refunds) as refunds,
       (select coalesce(sum(amount), 0)::float from refunds) as refunded,
       (select count(*)::int from jobs where status = 'pending' and run_at > now()) as later,
       (select count(*)::int from jobs where status = 'dead') as dead`,
  );

  const serverErrors = STEPS.flatMap((step) => [...answers[step]]).filter(
    ([status]) => typeof status === "number" && status >= 500 && status !== 503,
  );
  const averageRestart = restartMs.reduce((a, b) => a + b, 0) / Math.max(1, restartMs.length);
  console.log(
    `\nCrash test on PostgreSQL: two API processes, ${SECONDS} s, ${WORKERS} journeys at a time, ${kills} × SIGKILL (restart ${Math.round(averageRestart)} ms on average)`,
  );
  console.log(
    `Journeys: ${journeys.started} started, ${journeys.completed} completed, ${journeys.interrupted} cut by a kill, ${journeys.refused} refused (4xx)`,
  );
  console.table(
    STEPS.map((step) => ({
      step,
      ...Object.fromEntries(
        [...answers[step]].sort(([a], [b]) => String(a).localeCompare(String(b))).map(([k, n]) => [k, n]),
      ),
      "in flight at a kill": inFlightAtKill[step],
    })),
  );
  const t = totals.rows[0];
  console.log(
    `Rows: ${t.reservations} reservations (${t.cancelled} cancelled), ${t.paid} payments succeeded, ${t.refunds} refunds (${t.refunded} TL)`,
  );
  console.log(
    `Jobs: ${pending === 0 ? `no job due after ${drainSeconds.toFixed(1)} s` : `${pending} due jobs still pending after ${DRAIN_TIMEOUT_MS / 1000} s`}; ${t.later} scheduled for later (reminders), ${t.dead} dead`,
  );
  console.table(
    checks.map(({ check, rows }) => ({ check, "rows breaking it": rows, ok: rows === 0 ? "yes" : "NO" })),
  );
  const consistent = checks.every(({ rows }) => rows === 0) && pending === 0;
  console.log(
    consistent && serverErrors.length === 0
      ? "Crash test: consistent after every kill, no 5xx other than 503."
      : `Crash test: FAILED (${serverErrors.length ? `${serverErrors.reduce((n, [, k]) => n + k, 0)} × 5xx; ` : ""}${consistent ? "" : "inconsistent rows"}).`,
  );
  failed = !consistent || serverErrors.length > 0 || kills === 0;
} catch (error) {
  console.error(`Crash test failed: ${error.stack ?? error.message}`);
  failed = true;
} finally {
  for (const { child } of apis) if (child && isRunning(child)) child.kill("SIGTERM");
  await pool?.end();
  await Promise.all(apis.map(({ child }) => child && exited(child)));
  await database.drop().catch((error) => console.error(`Could not drop ${database.name}: ${error.message}`));
  clearTimeout(ceiling);
}
process.exitCode = failed ? 1 : 0;

async function start(api) {
  api.inFlight.clear();
  api.child = await startApi({ ...api.env, PORT: String(api.port) }, START_TIMEOUT_MS);
  api.up = true;
}

/**
 * One booking's life on a random process per request. Answers "completed", "interrupted" (a
 * request met a killed process) or "refused" (a 4xx, e.g. a cancel that lost to the clock).
 */
async function journey(slot, user, owner) {
  const booked = await call("book", "POST", "/api/reservations", user, bookingBody(slot));
  if (booked.outcome !== "ok") return booked.outcome;
  const id = booked.data.items.id;
  const confirmed = await call("confirm", "PATCH", `/api/reservations/${id}/confirm`, owner);
  if (confirmed.outcome !== "ok") return confirmed.outcome;
  const intent = await call("intent", "POST", "/api/stripe/create-payment-intent", user, {
    reservationId: id,
  });
  if (intent.outcome !== "ok") return intent.outcome;
  const roll = Math.random();
  // A tenth cancel before paying (the open intent must be cancelled with the reservation).
  if (roll >= 0.1) {
    const paid = await call("pay", "POST", "/api/stripe/test-mode/confirm", user, {
      paymentIntentId: intent.data.paymentIntentId,
      ...TEST_CARD,
    });
    if (paid.outcome !== "ok") return paid.outcome;
  }
  // A quarter keep their booking; the rest is cancelled by the player or the owner.
  if (roll >= 0.75) return "completed";
  const cancelled = await call(
    "cancel",
    "PATCH",
    `/api/reservations/${id}/cancel`,
    roll < 0.45 ? user : owner,
  );
  return cancelled.outcome === "ok" ? "completed" : cancelled.outcome;
}

/** A random process of those up (a load balancer stops sending to a dead one); both down: any. */
function pickApi() {
  const up = apis.filter((api) => api.up);
  const from = up.length > 0 ? up : apis;
  return from[Math.floor(Math.random() * from.length)];
}

async function call(step, method, url, account, body) {
  const api = pickApi();
  api.inFlight.set(step, (api.inFlight.get(step) ?? 0) + 1);
  const count = (key) => answers[step].set(key, (answers[step].get(key) ?? 0) + 1);
  try {
    const response = await fetch(`${api.base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${account.token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    count(response.status);
    if (response.status >= 500) return { outcome: response.status === 503 ? "interrupted" : "refused" };
    if (response.status >= 300) return { outcome: "refused" };
    return { outcome: "ok", data: JSON.parse(text).data };
  } catch {
    count("network");
    return { outcome: "interrupted" };
  } finally {
    api.inFlight.set(step, Math.max(0, (api.inFlight.get(step) ?? 1) - 1));
  }
}

async function consistencyChecks(db) {
  const checks = [
    [
      "cancelled reservation still holding money",
      "select count(*)::int as n from reservations where status = 'cancelled' and paid_amount > 0",
    ],
    ["refund job pending or dead", "select count(*)::int as n from jobs where kind = 'payments.refund'"],
    [
      "payment without its reservation",
      "select count(*)::int as n from payments p left join reservations r on r.id = p.reservation_id where r.id is null",
    ],
    [
      "cancelled reservation with a payable intent",
      `select count(*)::int as n from payments p join reservations r on r.id = p.reservation_id
       where r.status = 'cancelled' and p.status = 'requires_payment'`,
    ],
    [
      "paid_amount ≠ payments taken − refunded",
      `select count(*)::int as n from reservations r
       where r.paid_amount <> coalesce((select sum(p.amount - p.refunded_amount) from payments p
                                        where p.reservation_id = r.id and p.status = 'succeeded'), 0)`,
    ],
    [
      "refunded_amount ≠ sum of the payment's refunds",
      `select count(*)::int as n from payments p
       where p.refunded_amount <> coalesce((select sum(f.amount) from refunds f where f.payment_id = p.id), 0)`,
    ],
    [
      "payment_status disagrees with paid_amount",
      `select count(*)::int as n from reservations
       where payment_status <> case when paid_amount <= 0 then 'unpaid'
                                    when paid_amount + 0.005 >= total_price then 'paid' else 'partially_paid' end`,
    ],
    [
      "slot held twice",
      `select count(*)::int as n from reservations a join reservations b
         on a.facility_id = b.facility_id and a.id < b.id and a.starts_at < b.ends_at and b.starts_at < a.ends_at
       where a.status <> 'cancelled' and b.status <> 'cancelled'`,
    ],
  ];
  const results = [];
  for (const [check, query] of checks) {
    const { rows } = await db.query(query);
    results.push({ check, rows: rows[0].n });
  }
  return results;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
