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
 * 3. 500 simultaneous bookings of ONE slot, half to each process: exactly 1 success, 499
 *    conflicts (409), no server error and 1 row in the table.
 *
 * Prints the numbers and the targets (times p99 < 50 ms, POST p99 < 150 ms), stops both
 * processes and drops the database. Exit code 1 when a request failed or the race let more or
 * less than one booking through. BENCH_DURATION (seconds per load phase, default 10) tunes
 * phases 1 and 2.
 */
import { createHmac, randomBytes } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiEntry, apiReadyLine, benchApiEnv, startNodeProcess } from "../lib/bench-api.mjs";
import { pacedLoad, percentile } from "../lib/paced-load.mjs";
import { freePort, run } from "../lib/process.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
// `pg` is the API's dependency; resolve it from there.
const pg = createRequire(path.join(root, "apps/api/package.json"))("pg");

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const duration = Number(process.env.BENCH_DURATION ?? 10);
const warmupSeconds = 2;
const startTimeoutMs = 60_000;
const TIMES_RATE = 200;
const POST_RATE = 50;
const RACERS = 500;
const FACILITIES = 20;
const USERS = RACERS + 100;
const OPEN_HOURS = Array.from({ length: 14 }, (_, i) => 9 + i); // 09:00 … 22:00
const TARGETS = { timesP99: 50, postP99: 150 };

const ceiling = setTimeout(
  () => {
    console.error("Benchmark timed out.");
    process.exit(1);
  },
  startTimeoutMs * 2 + (duration + warmupSeconds) * 2 * 1000 + 120_000,
).unref();

if (builtBefore(["apps/api/src", "packages/data/src/contract"])) {
  console.log("apps/api/dist is missing or older than its sources: building the API...");
  await run("pnpm", ["--filter", "@halisaha/api", "build", "--silent"], { cwd: root });
}

const databaseName = `hs_bench_${randomBytes(5).toString("hex")}`;
const databaseUrl = withDatabase(serverUrl, databaseName);
const jwtSecret = randomBytes(32).toString("hex");
const children = [];
const running = (child) => child.exitCode === null && child.signalCode === null;
const stopAll = () => children.forEach((child) => running(child) && child.kill("SIGTERM"));
process.on("exit", stopAll);

let pool;
try {
  await onServer(`CREATE DATABASE ${databaseName}`);
  // Both processes share the secret the tokens here are signed with.
  const env = benchApiEnv({ JWT_SECRET: jwtSecret, DATABASE_URL: databaseUrl });
  // The first process migrates the fresh database; the second starts on a migrated one.
  const portA = await freePort();
  await startApi({ ...env, PORT: String(portA) });
  const portB = await freePort();
  await startApi({ ...env, PORT: String(portB) });
  const apiA = `http://127.0.0.1:${portA}`;
  const apiB = `http://127.0.0.1:${portB}`;

  pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const world = await seedWorld(pool);
  console.log(
    `Seeded ${FACILITIES} facilities, ${USERS} users with verified phones and ${world.preBooked} bookings in ${databaseName}.`,
  );

  // 1. reservation-times at a fixed rate, random facility and day (the next two weeks).
  const timesPath = () =>
    `/api/facilities/${pick(world.facilityIds)}/reservation-times?date=${addDays(world.today, randomInt(14))}`;
  // For scale on a shared machine: the same rate on /api/health (one `select 1`).
  await fixedRate(apiA, TIMES_RATE, warmupSeconds, () => ({ method: "GET", path: "/api/health" }));
  const health = await fixedRate(apiA, TIMES_RATE, duration, () => ({ method: "GET", path: "/api/health" }));
  await fixedRate(apiA, TIMES_RATE, warmupSeconds, () => ({ method: "GET", path: timesPath() }));
  const times = await fixedRate(apiA, TIMES_RATE, duration, () => ({ method: "GET", path: timesPath() }));

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
  const posts = await fixedRate(apiA, POST_RATE, duration, bookingRequest);
  if (next > slots.length) throw new Error(`ran out of distinct slots (${slots.length})`);

  // 3. 500 simultaneous bookings of one slot, alternating between the two processes.
  const raceSlot = { facilityId: world.facilityIds[0], date: addDays(world.today, 10), startTime: "19:00" };
  const started = performance.now();
  const outcomes = await Promise.all(
    world.users.slice(0, RACERS).map(async (user, i) => {
      try {
        const response = await fetch(`${i % 2 === 0 ? apiA : apiB}/api/reservations`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
          body: JSON.stringify(bookingBody(raceSlot)),
        });
        await response.arrayBuffer();
        return response.status;
      } catch {
        return 0;
      }
    }),
  );
  const raceMs = performance.now() - started;
  const { rows } = await pool.query(
    "select count(*)::int as n from reservations where facility_id = $1 and date = $2 and start_time = $3 and status <> 'cancelled'",
    [raceSlot.facilityId, raceSlot.date, raceSlot.startTime],
  );
  const race = {
    successes: outcomes.filter((status) => status === 201).length,
    conflicts: outcomes.filter((status) => status === 409).length,
    serverErrors: outcomes.filter((status) => status >= 500).length,
    busy: outcomes.filter((status) => status === 503).length,
    other: outcomes.filter((status) => status !== 201 && status !== 409 && status < 500).length,
    rows: rows[0].n,
  };

  console.log(
    `\nBooking path on PostgreSQL, two API processes, ${duration} s per load phase, requests evenly spaced\n`,
  );
  console.table([
    row(`GET /api/health @ ${TIMES_RATE}/s (reference)`, health),
    row(`GET reservation-times @ ${TIMES_RATE}/s`, times, TARGETS.timesP99),
    row(`POST /reservations @ ${POST_RATE}/s`, posts, TARGETS.postP99),
  ]);
  console.log(`${RACERS} simultaneous bookings of one slot over two processes (${Math.round(raceMs)} ms):`);
  console.table([
    {
      successes: race.successes,
      "conflicts (409)": race.conflicts,
      "server errors": race.serverErrors,
      "of which 503": race.busy,
      "other answers": race.other,
      "rows in table": race.rows,
    },
  ]);
  const raceOk =
    race.successes === 1 && race.conflicts === RACERS - 1 && race.serverErrors === 0 && race.rows === 1;
  console.log(
    raceOk ? "Race: exactly one booking won." : "Race: FAILED, the slot was not given exactly once.",
  );
  // A network error rejects the load run itself (and fails the benchmark).
  const loadOk = [health, times, posts].every((r) => r.non2xx === 0);
  process.exitCode = raceOk && loadOk ? 0 : 1;
} catch (error) {
  console.error(`Benchmark failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  stopAll();
  await pool?.end();
  await Promise.all(children.map((child) => (running(child) ? onceExited(child) : undefined)));
  await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch((error) =>
    console.error(`Could not drop ${databaseName}: ${error.message}`),
  );
  clearTimeout(ceiling);
}

/** Whether dist/server.js is missing or older than any file under these folders. */
function builtBefore(folders) {
  if (!existsSync(apiEntry)) return true;
  const built = statSync(apiEntry).mtimeMs;
  const newer = (dir) =>
    readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? newer(full) : statSync(full).mtimeMs > built;
    });
  return folders.some((folder) => newer(path.join(root, folder)));
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

function bookingBody({ facilityId, date, startTime }) {
  return {
    facilityId,
    date,
    startTime,
    paymentMethod: "creditCard",
    contactName: "Bench Oyuncu",
    contactEmail: "bench@example.com",
    contactPhone: "5550000000",
  };
}

/**
 * Facilities open 09:00-23:00 every day, users with verified phones and signed tokens, and a
 * third of the next two weeks' hours already booked (what reservation-times has to mark).
 */
async function seedWorld(db) {
  const today = istanbulToday();
  const { rows: districtRows } = await db.query(
    "select id from districts where city_id = 34 order by sort_order limit 1",
  );
  if (districtRows.length === 0) throw new Error("the API did not seed the districts");
  const districtId = districtRows[0].id;
  const { rows: ownerRows } = await db.query(
    `insert into users (first_name, last_name, user_name, email, role, is_phone_verified)
     values ('Bench', 'Sahip', 'bench_owner', 'bench.owner@example.com', 'facility_owner', true) returning id`,
  );
  const ownerId = ownerRows[0].id;
  const workingHours = JSON.stringify(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => ({
      day,
      isOpen: true,
      hours: OPEN_HOURS.map((hour) => `${pad2(hour)}:00`),
    })),
  );
  const { rows: facilityRows } = await db.query(
    `insert into facilities (owner_id, name, address, city_id, district_id, working_hours, price_per_hour,
       weekend_price_per_hour, deposit_amount, field_type, field_size, search_text)
     select $1, 'Bench Saha ' || n, 'Spor Cad. ' || n, 34, $2, $3::jsonb, 1000, 1300, 300, 'Halı Saha', '7v7',
       'bench saha ' || n
     from generate_series(1, $4) as n returning id`,
    [ownerId, districtId, workingHours, FACILITIES],
  );
  const facilityIds = facilityRows.map((r) => r.id);
  const { rows: userRows } = await db.query(
    `insert into users (first_name, last_name, user_name, email, phone_number, role, is_phone_verified)
     select 'Bench', 'Oyuncu', 'bench_' || n, 'bench.' || n || '@example.com', (5300000000 + n)::text, 'user', true
     from generate_series(1, $1) as n returning id, role, token_version`,
    [USERS],
  );
  const users = userRows.map((u) => ({ id: u.id, token: signToken(u) }));

  let preBooked = 0;
  for (const facilityId of facilityIds) {
    for (let d = 0; d < 14; d += 1) {
      const date = addDays(today, d);
      for (const hour of OPEN_HOURS.filter((h) => h % 3 === 0)) {
        const startsAt = istanbulInstant(date, hour);
        preBooked += 1;
        await db.query(
          `insert into reservations (reservation_number, facility_id, user_id, created_by_id, date, start_time,
             end_time, starts_at, ends_at, field_size, status, total_price, deposit_amount, contact_name,
             contact_email, contact_phone)
           values ($1, $2, $3, $3, $4, $5, $6, $7, $8, '7v7', 'confirmed', 1000, 300, 'Bench', 'bench@example.com',
             '5550000000')`,
          [
            `BENCH-${preBooked}`,
            facilityId,
            users[preBooked % users.length].id,
            date,
            `${pad2(hour)}:00`,
            `${pad2(hour + 1)}:00`,
            startsAt,
            new Date(startsAt.getTime() + 3_600_000),
          ],
        );
      }
    }
  }
  return { today, facilityIds, users, preBooked };
}

/** An HS256 session token as the API signs them (sub, role, tv, issuer, audience, 7 days). */
function signToken({ id, role, token_version: tokenVersion }) {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${encode({ alg: "HS256", typ: "JWT" })}.${encode({
    role,
    tv: tokenVersion,
    sub: String(id),
    iss: "halisaha",
    aud: "halisaha-api",
    iat: now,
    exp: now + 7 * 24 * 3600,
  })}`;
  return `${unsigned}.${createHmac("sha256", jwtSecret).update(unsigned).digest("base64url")}`;
}

// Istanbul is UTC+3 all year: the business date and hours are computed there, not in the host's zone.
function istanbulToday() {
  return new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
}

function istanbulInstant(date, hour) {
  return new Date(`${date}T${pad2(hour)}:00:00.000+03:00`);
}

function addDays(date, days) {
  const t = new Date(`${date}T00:00:00.000Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

function pad2(n) {
  return String(n).padStart(2, "0");
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

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function onceExited(child) {
  return new Promise((resolve) => child.once("exit", resolve));
}

async function startApi(env) {
  const child = await startNodeProcess([apiEntry], env, apiReadyLine, startTimeoutMs);
  children.push(child);
  return child;
}
