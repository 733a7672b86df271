#!/usr/bin/env node
/**
 * `pnpm bench:reservations`: the booking path of the built API on PostgreSQL.
 *
 * Creates a throw-away database on BENCH_DATABASE_URL's server (default the local
 * postgres://postgres@127.0.0.1:5432/test), starts two API processes on it (each with its own
 * connection pool), seeds facilities, users with verified phones and some bookings straight
 * into the tables (tokens are signed here, so no login and no password hashing), then:
 *
 * 1. GET /api/facilities/:id/reservation-times at 200 requests/s, evenly spaced and open loop
 *    (scripts/lib/paced-load.mjs): p99, next to GET /api/health at the same rate for scale;
 * 2. POST /api/reservations at a fixed 50 requests/s, every request a different free slot: p99;
 * 3. 500 simultaneous bookings of ONE slot, half to each process, BENCH_RACES times (default
 *    10, each race another slot): every race exactly 1 success, 499 conflicts (409), no server
 *    error (no 503 either) and 1 row in the table.
 *
 * Prints the numbers and the targets (times p99 < 50 ms, POST p99 < 150 ms), stops both
 * processes and drops the database. Exit code 1 when a request failed or a race let more or
 * less than one booking through or answered a 5xx. BENCH_DURATION (seconds per load phase,
 * default 10) tunes phases 1 and 2; BENCH_RACE_ONLY=1 runs phase 3 alone.
 */
import { randomBytes } from "node:crypto";
import {
  benchApiEnv,
  buildApiIfStale,
  exited,
  isRunning,
  startApi as startApiProcess,
} from "../lib/bench-api.mjs";
import { pg, throwAwayDatabase } from "../lib/bench-db.mjs";
import {
  addDays,
  bookingBody,
  OPEN_HOURS,
  pad2,
  raceForSlot,
  seedBookingWorld,
} from "../lib/booking-world.mjs";
import { pacedLoad, percentile } from "../lib/paced-load.mjs";
import { freePort } from "../lib/process.mjs";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmupSeconds = 2;
const startTimeoutMs = 60_000;
const TIMES_RATE = 200;
const POST_RATE = 50;
const RACERS = 500;
const RACES = Number(process.env.BENCH_RACES ?? 10);
const raceOnly = process.env.BENCH_RACE_ONLY === "1";
const FACILITIES = 20;
const USERS = RACERS + 100;
const TARGETS = { timesP99: 50, postP99: 150 };

const ceiling = setTimeout(
  () => {
    console.error("Benchmark timed out.");
    process.exit(1);
  },
  startTimeoutMs * 2 + (duration + warmupSeconds) * 2 * 1000 + RACES * 15_000 + 120_000,
).unref();

await buildApiIfStale();

const database = throwAwayDatabase(serverUrl, "hs_bench");
const jwtSecret = randomBytes(32).toString("hex");
const children = [];
const stopAll = () => children.forEach((child) => isRunning(child) && child.kill("SIGTERM"));
process.on("exit", stopAll);

let pool;
try {
  await database.create();
  // Both processes share the secret the tokens here are signed with.
  const env = benchApiEnv({ JWT_SECRET: jwtSecret, DATABASE_URL: database.url });
  // The first process migrates the fresh database; the second starts on a migrated one.
  const portA = await freePort();
  await startApi({ ...env, PORT: String(portA) });
  const portB = await freePort();
  await startApi({ ...env, PORT: String(portB) });
  const apiA = `http://127.0.0.1:${portA}`;
  const apiB = `http://127.0.0.1:${portB}`;

  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const world = await seedBookingWorld(pool, {
    jwtSecret,
    facilities: FACILITIES,
    users: USERS,
    preBookDays: 14,
  });
  console.log(
    `Seeded ${FACILITIES} facilities, ${USERS} users with verified phones and ${world.preBooked} bookings in ${database.name}.`,
  );

  let health;
  let times;
  let posts;
  if (!raceOnly) {
    // 1. reservation-times at a fixed rate, random facility and day (the next two weeks).
    const timesPath = () =>
      `/api/facilities/${pick(world.facilityIds)}/reservation-times?date=${addDays(world.today, randomInt(14))}`;
    // For scale on a shared machine: the same rate on /api/health (one `select 1`).
    await fixedRate(apiA, TIMES_RATE, warmupSeconds, () => ({ method: "GET", path: "/api/health" }));
    health = await fixedRate(apiA, TIMES_RATE, duration, () => ({ method: "GET", path: "/api/health" }));
    await fixedRate(apiA, TIMES_RATE, warmupSeconds, () => ({ method: "GET", path: timesPath() }));
    times = await fixedRate(apiA, TIMES_RATE, duration, () => ({ method: "GET", path: timesPath() }));

    // 2. POST /reservations at a fixed rate, each request a slot nobody holds.
    const slots = shuffle(
      world.facilityIds.flatMap((facilityId) =>
        Array.from({ length: 60 }, (_, d) => addDays(world.today, 20 + d)).flatMap((date) =>
          OPEN_HOURS.map((hour) => ({ facilityId, date, startTime: `${pad2(hour)}:00` })),
        ),
      ),
    );
    let next = 0;
    const bookingRequest = () => {
      const slot = slots[next % slots.length];
      const user = world.users[next % world.users.length];
      next += 1;
      return {
        method: "POST",
        path: "/api/reservations",
        headers: { authorization: `Bearer ${user.token}` },
        body: bookingBody(slot),
      };
    };
    await fixedRate(apiA, POST_RATE, warmupSeconds, bookingRequest);
    posts = await fixedRate(apiA, POST_RATE, duration, bookingRequest);
    if (next > slots.length) throw new Error(`ran out of distinct slots (${slots.length})`);
  }

  // 3. 500 simultaneous bookings of one slot, alternating between the two processes; each race
  // another slot (day 10 onwards, 19:00), the same 500 users.
  const races = [];
  for (let i = 0; i < RACES; i += 1) {
    const slot = { facilityId: world.facilityIds[0], date: addDays(world.today, 10 + i), startTime: "19:00" };
    races.push(await raceForSlot(pool, [apiA, apiB], world.users.slice(0, RACERS), slot));
  }
  if (!raceOnly) {
    console.log(
      `\nBooking path on PostgreSQL, two API processes, ${duration} s per load phase, requests evenly spaced\n`,
    );
    console.table([
      row(`GET /api/health @ ${TIMES_RATE}/s (reference)`, health),
      row(`GET reservation-times @ ${TIMES_RATE}/s`, times, TARGETS.timesP99),
      row(`POST /reservations @ ${POST_RATE}/s`, posts, TARGETS.postP99),
    ]);
  }
  console.log(`${RACERS} simultaneous bookings of one slot over two processes, ${RACES} races:`);
  console.table(
    races.map((race, i) => ({
      race: i + 1,
      ms: Math.round(race.ms),
      successes: race.successes,
      "conflicts (409)": race.conflicts,
      "server errors": race.serverErrors,
      "of which 503": race.busy,
      "network errors": race.networkErrors,
      "other answers": race.other,
      "rows in table": race.rows,
    })),
  );
  const exact = races.filter(
    (race) =>
      race.successes === 1 &&
      race.conflicts === RACERS - 1 &&
      race.serverErrors === 0 &&
      race.networkErrors === 0 &&
      race.rows === 1,
  ).length;
  const raceOk = exact === RACES;
  console.log(
    `Races: ${exact} of ${RACES} gave exactly 1 success, ${RACERS - 1} × 409, 0 × 5xx${raceOk ? "." : " (FAILED)."}`,
  );
  // A network error rejects the load run itself (and fails the benchmark).
  const loadOk = raceOnly || [health, times, posts].every((r) => r.non2xx === 0);
  process.exitCode = raceOk && loadOk ? 0 : 1;
} catch (error) {
  console.error(`Benchmark failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  stopAll();
  await pool?.end();
  await Promise.all(children.map(exited));
  await database.drop().catch((error) => console.error(`Could not drop ${database.name}: ${error.message}`));
  clearTimeout(ceiling);
}

function row(name, result, targetMs) {
  return {
    load: name,
    "requests/s": Math.round(result.rps),
    "p50 ms": result.p50,
    "p99 ms": result.p99,
    target: targetMs === undefined ? "" : `p99 < ${targetMs} ms`,
    met: targetMs === undefined ? "" : result.p99 < targetMs ? "yes" : "NO",
    "non-2xx": result.non2xx,
  };
}

/** `rate` requests/s, evenly spaced, open loop; latencies rounded to 0.1 ms. */
async function fixedRate(base, rate, seconds, request) {
  const result = await pacedLoad({ base, rate, seconds, request });
  const answered2xx = [...result.statuses].reduce((n, [status, k]) => (status < 300 ? n + k : n), 0);
  const round = (value) => Math.round(value * 10) / 10;
  return {
    rps: result.achievedRate,
    p50: round(percentile(result.latencies, 50)),
    p99: round(percentile(result.latencies, 99)),
    non2xx: result.total - answered2xx,
  };
}

function randomInt(n) {
  return Math.floor(Math.random() * n);
}

function pick(list) {
  return list[randomInt(list.length)];
}

function shuffle(list) {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

async function startApi(env) {
  const child = await startApiProcess(env, startTimeoutMs);
  children.push(child);
  return child;
}
