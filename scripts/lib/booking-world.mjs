/**
 * A bookable world written straight into a migrated PostgreSQL database for the scripts that
 * drive the built API with bookings (scripts/bench/reservations.mjs, scripts/reliability/crash.mjs):
 * one facility owner, facilities open 09:00-23:00 every day, users with verified phones and
 * session tokens signed here (no login, no password hashing), and the race of many bookings
 * for one slot.
 */
import { createHmac, randomBytes } from "node:crypto";

/** The facilities' open hours: 09:00 … 22:00 starts. */
export const OPEN_HOURS = Array.from({ length: 14 }, (_, i) => 9 + i);

/**
 * Seeds the owner, `facilities` facilities (1000 TL an hour, 300 TL deposit) and `users`
 * players; with `preBookDays` > 0 a third of each facility's hours of the next `preBookDays`
 * days are booked already (what the slot list has to mark). Answers the ids, the users with
 * their tokens, the owner with his, and today's Istanbul date.
 */
export async function seedBookingWorld(db, { jwtSecret, facilities, users, preBookDays = 0 }) {
  const today = istanbulToday();
  const { rows: districtRows } = await db.query(
    "select id from districts where city_id = 34 order by sort_order limit 1",
  );
  if (districtRows.length === 0) throw new Error("the API did not seed the districts");
  const districtId = districtRows[0].id;
  const { rows: ownerRows } = await db.query(
    `insert into users (first_name, last_name, user_name, email, role, is_phone_verified)
     values ('Bench', 'Sahip', 'bench_owner', 'bench.owner@example.com', 'facility_owner', true)
     returning id, role, token_version`,
  );
  const owner = { id: ownerRows[0].id, token: signToken(ownerRows[0], jwtSecret) };
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
    [owner.id, districtId, workingHours, facilities],
  );
  const facilityIds = facilityRows.map((r) => r.id);
  const { rows: userRows } = await db.query(
    `insert into users (first_name, last_name, user_name, email, phone_number, role, is_phone_verified)
     select 'Bench', 'Oyuncu', 'bench_' || n, 'bench.' || n || '@example.com', (5300000000 + n)::text, 'user', true
     from generate_series(1, $1) as n returning id, role, token_version`,
    [users],
  );
  const players = userRows.map((u) => ({ id: u.id, token: signToken(u, jwtSecret) }));

  let preBooked = 0;
  for (const facilityId of facilityIds) {
    for (let d = 0; d < preBookDays; d += 1) {
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
            players[preBooked % players.length].id,
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
  return { today, facilityIds, users: players, owner, preBooked };
}

/** A valid POST /api/reservations body for the slot (card payment, contact details filled in). */
export function bookingBody({ facilityId, date, startTime }) {
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
 * `users.length` simultaneous bookings of ONE slot, user i on `bases[i % bases.length]`:
 * answers the statuses (0 for a network error), the milliseconds it took and the rows of the
 * slot that are not cancelled.
 */
export async function raceForSlot(pool, bases, users, slot) {
  const started = performance.now();
  const statuses = await Promise.all(
    users.map(async (user, i) => {
      try {
        const response = await fetch(`${bases[i % bases.length]}/api/reservations`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${user.token}` },
          body: JSON.stringify(bookingBody(slot)),
        });
        await response.arrayBuffer();
        return response.status;
      } catch {
        return 0;
      }
    }),
  );
  const ms = performance.now() - started;
  const { rows } = await pool.query(
    "select count(*)::int as n from reservations where facility_id = $1 and date = $2 and start_time = $3 and status <> 'cancelled'",
    [slot.facilityId, slot.date, slot.startTime],
  );
  const count = (test) => statuses.filter(test).length;
  return {
    ms,
    successes: count((status) => status === 201),
    conflicts: count((status) => status === 409),
    serverErrors: count((status) => status >= 500),
    busy: count((status) => status === 503),
    networkErrors: count((status) => status === 0),
    other: count((status) => status !== 0 && status !== 201 && status !== 409 && status < 500),
    rows: rows[0].n,
  };
}

/** An HS256 session token as the API signs them (sub, role, tv, a random jti, issuer, audience, 7 days). */
export function signToken({ id, role, token_version: tokenVersion }, jwtSecret) {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${encode({ alg: "HS256", typ: "JWT" })}.${encode({
    role,
    tv: tokenVersion,
    sub: String(id),
    jti: randomBytes(16).toString("base64url"),
    iss: "halisaha",
    aud: "halisaha-api",
    iat: now,
    exp: now + 7 * 24 * 3600,
  })}`;
  return `${unsigned}.${createHmac("sha256", jwtSecret).update(unsigned).digest("base64url")}`;
}

// Istanbul is UTC+3 all year: the business date and hours are computed there, not in the host's zone.
export function istanbulToday() {
  return new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
}

function istanbulInstant(date, hour) {
  return new Date(`${date}T${pad2(hour)}:00:00.000+03:00`);
}

export function addDays(date, days) {
  const t = new Date(`${date}T00:00:00.000Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

export function pad2(n) {
  return String(n).padStart(2, "0");
}
