import { addDays, istanbulToday } from "@halisaha/data/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { App } from "../src/app";
import type { Db } from "../src/db";
import { facilityImages, pitches, users } from "../src/db/schema";
import { notify } from "../src/modules/notifications/notify";
import { bearer, json, newAccount, newPhone, PASSWORD, register } from "./helpers/accounts";
import { describeEachDatabase } from "./helpers/app";
import { facilityFormFields, multipartBody } from "./helpers/multipart";
import { insertReservation } from "./helpers/payments";
import {
  book,
  bookingBody,
  createAccount,
  createFacility,
  ensurePlace,
  type Account,
} from "./helpers/reservations";
import { collectApiRoutes, type ApiRoute } from "./helpers/routes";
import { regular } from "./helpers/subscribers";

/**
 * The authorization matrix: every route of the API × six callers → the status code it must
 * answer, from the ONE table `matrix` below. A route the API registers without a row fails the
 * first test, which names the route and says where to add it; so does a row whose route is gone.
 *
 * Callers: a guest (no token), `player` (a user; the booking user of the reservations here),
 * `otherPlayer` (a user who owns none of the objects), `owner` (the facility owner whose
 * facility the object belongs to), `otherOwner` (a facility owner with a facility of his own)
 * and `admin`. Another owner's or another player's object is a 404 (its existence is not
 * revealed), a player on an owner's route 403, a guest on a guarded route 401.
 */
const CALLERS = ["guest", "player", "otherPlayer", "owner", "otherOwner", "admin"] as const;
type Caller = (typeof CALLERS)[number];
type SignedIn = Exclude<Caller, "guest">;
/** Expected status per caller, in the order of CALLERS. */
type Codes = readonly [
  guest: number,
  player: number,
  otherPlayer: number,
  owner: number,
  otherOwner: number,
  admin: number,
];

/** The objects the rows point at; built once per database in beforeAll. */
interface World {
  app: App;
  db: Db;
  accounts: Record<SignedIn, Account>;
  place: { cityId: number; districtId: number };
  today: string;
  /** The owner's active facility, where the rows book. */
  facility: number;
  /** The owner's inactive facility: only its owner and admins see it. */
  hiddenFacility: number;
  /** The owner's facility of the reservation rows written straight into the table. */
  paidFacility: number;
  /** The owner's facility of the subscribers. */
  subscriberFacility: number;
  /** A reservation of `player` at `facility`. */
  reservation: number;
  /** A subscriber of `subscriberFacility` (Mondays 09:00-10:00). */
  subscriber: number;
  /** A registered account's login. */
  login: { identityFier: string; password: string };
  /** 0, 1, 2, … : distinct slots, weekdays and dates for the objects made per call. */
  next(): number;
}

/** What one call sends besides the method and the caller's token. */
interface Send {
  params?: Record<string, number | string>;
  query?: string;
  body?: unknown;
  /** A multipart/form-data body of these text fields. */
  form?: Record<string, string>;
}

interface Row {
  /**
   * Builds the request. Called once per caller (`me` is the caller's account, undefined for
   * the guest), so a row for a route that changes its object makes a fresh one here.
   */
  send?: (world: World, me: Account | undefined) => Send | Promise<Send>;
  expect: Codes;
  /**
   * The route ends the caller's session (sign-out): after each signed-in call the caller gets a
   * fresh token, so the rows after it still call as that caller.
   */
  endsSession?: true;
}

const all = (code: number): Codes => [code, code, code, code, code, code];
/** A signed-in caller of any role: `code`; a guest 401. */
const signedIn = (code: number): Codes => [401, code, code, code, code, code];
/** Facility owners and admins, whatever the object: the owners' own lists. */
const ownersOnly = (code: number): Codes => [401, 403, 403, code, code, code];
/** The object's facility owner and admins: `code`; another owner 404; players 403. */
const ownerOfObject = (code: number): Codes => [401, 403, 403, code, 404, code];

/** Mondays 09:00-10:00 is the shared subscriber; each fresh one takes its own weekday and hour. */
function freshSubscriberBody(w: World) {
  const n = w.next();
  const hour = 10 + Math.floor(n / 7);
  return regular(w.subscriberFacility, {
    dayOfWeek: 1 + (n % 7),
    startTime: `${hour}:00`,
    endTime: `${hour + 1}:00`,
  });
}

/** A Monday (the shared subscriber's day) no other call used, 1-20 weeks ahead. */
function freshMonday(w: World): string {
  const weekday = new Date(`${w.today}T12:00:00Z`).getUTCDay();
  const toMonday = (8 - weekday) % 7 || 7;
  return addDays(w.today, toMonday + 7 * (w.next() % 20));
}

/** A free bookable hour at the active facility (09:00-22:00, from the day after tomorrow on). */
function freshSlot(w: World) {
  const n = w.next();
  return {
    date: addDays(w.today, 2 + Math.floor(n / 14)),
    startTime: `${String(9 + (n % 14)).padStart(2, "0")}:00`,
  };
}

/** A fresh facility of the owner with a second pitch: its id and that pitch's. */
async function facilityWithSecondPitch(w: World): Promise<{ id: number; pitchId: number }> {
  const id = await createFacility(w.db, w.accounts.owner.id);
  const [pitch] = await w.db
    .insert(pitches)
    .values({ facilityId: id, name: "Saha 2", playersPerSide: 7, sortOrder: 1 })
    .returning({ id: pitches.id });
  return { id, pitchId: pitch!.id };
}

async function pendingReservation(w: World): Promise<number> {
  const { date, startTime } = freshSlot(w);
  return (await book(w.app, w.accounts.player, w.facility, date, startTime)).id;
}

async function confirmedReservation(w: World, hoursAhead?: number): Promise<number> {
  const row = await insertReservation(w.db, new Date(), {
    facilityId: w.paidFacility,
    userId: w.accounts.player.id,
    hoursAhead,
  });
  return row.id;
}

/** A setup call that must succeed; answers `data`. */
async function post(app: App, url: string, account: Account, payload: unknown) {
  const response = await app.inject({
    method: "POST",
    url,
    headers: account.headers,
    payload: payload as object,
  });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json().data as Record<string, unknown>;
}

/**
 * THE table. Key: "METHOD /api/path" exactly as Fastify registers it (without a trailing
 * slash). A new route gets its row here.
 */
const matrix: Record<string, Row> = {
  //                                                      guest  player  other   owner  other  admin
  //                                                                     player         owner
  "GET /api/health": { expect: all(200) },
  // The OpenAPI description and its Swagger UI page (plugins/api-docs.ts): public.
  "GET /api/docs": { expect: all(200) },
  "GET /api/docs/json": { expect: all(200) },
  "GET /api/docs/yaml": { expect: all(200) },
  "GET /api/docs/static/index.html": { expect: all(302) }, // to /api/docs
  "GET /api/docs/static/swagger-initializer.js": { expect: all(200) },
  "GET /api/docs/static/*": { send: () => ({ params: { "*": "swagger-ui.css" } }), expect: all(200) },
  "GET /api/config": { expect: all(200) },

  "POST /api/auth/register": { send: () => ({ body: newAccount() }), expect: all(201) },
  "POST /api/auth/login": { send: (w) => ({ body: w.login }), expect: all(200) },
  // Google sign-in is off without GOOGLE_CLIENT_ID: 503 for everyone, before the token is read.
  "POST /api/auth/google-login": { send: () => ({ body: { token: "google-id-token" } }), expect: all(503) },
  // Linking Google to the signed-in account: the guard first (401), then the same 503.
  "POST /api/auth/google-link": {
    send: () => ({ body: { token: "google-id-token" } }),
    expect: signedIn(503),
  },
  "GET /api/auth/me": { expect: signedIn(200) },
  "POST /api/auth/logout": { expect: signedIn(200), endsSession: true },
  "POST /api/auth/logout-all": { expect: signedIn(200), endsSession: true },
  // The accounts here have no password: a wrong current password is the 400 of a signed-in caller.
  "POST /api/auth/change-password": {
    send: () => ({
      body: {
        currentPassword: "Yanlis-Sifre-1",
        newPassword: "Yeni-Sifre-42",
        confirmPassword: "Yeni-Sifre-42",
      },
    }),
    expect: signedIn(400),
  },
  // The callers' phones are verified already: 409 once the guard let them through.
  "POST /api/auth/send-verification-code": {
    send: (_, me) => ({ body: { phone: me?.row.phoneNumber ?? newPhone() } }),
    expect: signedIn(409),
  },
  "POST /api/auth/verify-phone-number": {
    send: (_, me) => ({ body: { phone: me?.row.phoneNumber ?? newPhone(), otp: "000000" } }),
    expect: signedIn(400),
  },
  "POST /api/auth/forgot-password": { send: () => ({ body: { phone: newPhone() } }), expect: all(200) },
  "POST /api/auth/verify-reset-code": {
    send: () => ({ body: { phone: newPhone(), otp: "000000" } }),
    expect: all(400),
  },
  // A reset token no verified code gave: 400 resetNotVerified for everyone.
  "POST /api/auth/reset-password": {
    send: () => ({
      body: { resetToken: "A".repeat(43), newPassword: "Yeni-Sifre-42", confirmPassword: "Yeni-Sifre-42" },
    }),
    expect: all(400),
  },
  "PUT /api/users/profile": { send: () => ({ body: { firstName: "Deniz" } }), expect: signedIn(200) },

  "GET /api/cities": { expect: all(200) },
  "GET /api/districts": { send: () => ({ query: "cityId=34" }), expect: all(200) },

  "GET /api/facilities": { expect: all(200) },
  "GET /api/facilities/user": { expect: ownersOnly(200) },
  // An inactive facility: its owner and admins only.
  "GET /api/facilities/:id": {
    send: (w) => ({ params: { id: w.hiddenFacility } }),
    expect: [404, 404, 404, 200, 404, 200],
  },
  "GET /api/facilities/:id/reservation-times": {
    send: (w) => ({ params: { id: w.hiddenFacility }, query: `date=${addDays(w.today, 3)}` }),
    expect: [404, 404, 404, 200, 404, 200],
  },
  "POST /api/facilities": { send: (w) => ({ form: facilityFormFields(w.place) }), expect: ownersOnly(201) },
  "PUT /api/facilities/:id": {
    send: async (w) => ({
      params: { id: await createFacility(w.db, w.accounts.owner.id) },
      form: facilityFormFields(w.place),
    }),
    expect: ownerOfObject(200),
  },
  "DELETE /api/facilities/:id/images/:imageId": {
    send: async (w) => {
      const id = await createFacility(w.db, w.accounts.owner.id);
      const [image] = await w.db
        .insert(facilityImages)
        .values({ facilityId: id, imageUrl: "/images/facilities/saha-01.svg", isMain: true })
        .returning({ id: facilityImages.id });
      return { params: { id, imageId: image!.id } };
    },
    expect: ownerOfObject(200),
  },
  // Pitches: the facility's owner and admins; each call on a fresh facility (at most 10 pitches).
  "POST /api/facilities/:id/pitches": {
    send: async (w) => ({
      params: { id: await createFacility(w.db, w.accounts.owner.id) },
      body: { name: "Saha 2", playersPerSide: 7 },
    }),
    expect: ownerOfObject(201),
  },
  "PUT /api/facilities/:id/pitches/:pitchId": {
    send: async (w) => ({
      params: await facilityWithSecondPitch(w),
      body: { name: "Kapalı Saha", playersPerSide: 8, indoor: true },
    }),
    expect: ownerOfObject(200),
  },
  "DELETE /api/facilities/:id/pitches/:pitchId": {
    send: async (w) => ({ params: await facilityWithSecondPitch(w) }),
    expect: ownerOfObject(200),
  },
  "DELETE /api/facilities/:id": {
    send: async (w) => ({ params: { id: await createFacility(w.db, w.accounts.owner.id) } }),
    expect: ownerOfObject(200),
  },

  "POST /api/favorites": { send: (w) => ({ body: { facilityId: w.facility } }), expect: signedIn(200) },
  "GET /api/favorites": { expect: signedIn(200) },

  // Notifications are each user's own: another user's (even for an admin) is a 404.
  "GET /api/notifications/user": { expect: signedIn(200) },
  "PUT /api/notifications/user/mark-as-read/:id": {
    send: async (w) => {
      const row = await w.db.transaction((tx) =>
        notify(
          tx,
          { userId: w.accounts.player.id, kind: "reservation_confirmed", title: "Onaylandı", body: "-" },
          { now: new Date() },
        ),
      );
      return { params: { id: row!.id } };
    },
    expect: [401, 200, 404, 404, 404, 404],
  },
  "PUT /api/notifications/user/mark-all-as-read": { expect: signedIn(200) },
  "POST /api/notifications/device-token/add": {
    send: () => ({
      body: { deviceToken: `token-${Math.random().toString(36).slice(2)}`, deviceType: "web" },
    }),
    expect: signedIn(200),
  },

  // Any signed-in caller may book a free hour (as a player).
  "POST /api/reservations": {
    send: (w) => {
      const { date, startTime } = freshSlot(w);
      return { body: bookingBody(w.facility, date, startTime) };
    },
    expect: signedIn(201),
  },
  "GET /api/reservations/user": { expect: signedIn(200) },
  "GET /api/reservations/facility-owner": { expect: ownersOnly(200) },
  "GET /api/reservations/owner-dashboard": { expect: ownersOnly(200) },
  "GET /api/reservations/owner-facilities": { expect: ownersOnly(200) },
  "GET /api/reservations/weekly-calendar": {
    send: (w) => ({
      query: `facilityId=${w.facility}&startDate=${addDays(w.today, 1)}&endDate=${addDays(w.today, 7)}`,
    }),
    expect: ownerOfObject(200),
  },
  "GET /api/reservations/facility/:id": {
    send: (w) => ({ params: { id: w.facility } }),
    expect: ownerOfObject(200),
  },
  "GET /api/reservations/:id/status-count": {
    send: (w) => ({ params: { id: w.facility } }),
    expect: ownerOfObject(200),
  },
  // The booking user, the facility's owner and admins read a reservation.
  "GET /api/reservations/:id": {
    send: (w) => ({ params: { id: w.reservation } }),
    expect: [401, 200, 404, 200, 404, 200],
  },
  // Confirming and completing are the owner's: the booking user gets 403, not 409.
  "PATCH /api/reservations/:id/confirm": {
    send: async (w) => ({ params: { id: await pendingReservation(w) } }),
    expect: [401, 403, 404, 200, 404, 200],
  },
  "PATCH /api/reservations/:id/cancel": {
    send: async (w) => ({ params: { id: await pendingReservation(w) } }),
    expect: [401, 200, 404, 200, 404, 200],
  },
  "PATCH /api/reservations/:id/complete": {
    send: async (w) => ({ params: { id: await confirmedReservation(w, -2) } }),
    expect: [401, 403, 404, 200, 404, 200],
  },

  // Only the reservation's user pays (owners and admins too get 404: it is not their payment).
  "POST /api/stripe/create-payment-intent": {
    send: async (w) => ({ body: { reservationId: await confirmedReservation(w) } }),
    expect: [401, 200, 404, 404, 404, 404],
  },
  "POST /api/stripe/test-mode/confirm": {
    send: async (w) => {
      const reservationId = await confirmedReservation(w);
      const intent = await post(w.app, "/api/stripe/create-payment-intent", w.accounts.player, {
        reservationId,
      });
      return {
        body: {
          paymentIntentId: intent.paymentIntentId,
          cardNumber: "4242424242424242",
          expiry: "12/39",
          cvc: "123",
        },
      };
    },
    expect: [401, 200, 404, 404, 404, 404],
  },
  // The provider's webhook: its signature is the guard (none here: 400 for everyone).
  "POST /api/stripe/webhook": {
    send: () => ({ body: { type: "payment_intent.succeeded" } }),
    expect: all(400),
  },

  "GET /api/subscribers/facility/:facilityId": {
    send: (w) => ({ params: { facilityId: w.subscriberFacility } }),
    expect: ownerOfObject(200),
  },
  "POST /api/subscribers": { send: (w) => ({ body: freshSubscriberBody(w) }), expect: ownerOfObject(201) },
  "PUT /api/subscribers/:id": {
    send: (w) => ({
      params: { id: w.subscriber },
      body: regular(w.subscriberFacility, { dayOfWeek: 1, startTime: "09:00", endTime: "10:00" }),
    }),
    expect: ownerOfObject(200),
  },
  "DELETE /api/subscribers/:id": {
    send: async (w) => {
      const created = await post(w.app, "/api/subscribers", w.accounts.owner, freshSubscriberBody(w));
      return { params: { id: (created.items as { id: number }).id } };
    },
    expect: ownerOfObject(200),
  },
  "GET /api/subscribers/:id/exceptions": {
    send: (w) => ({ params: { id: w.subscriber } }),
    expect: ownerOfObject(200),
  },
  "POST /api/subscribers/exception": {
    send: (w) => ({ body: { subscriberId: w.subscriber, exceptionDate: freshMonday(w) } }),
    expect: ownerOfObject(201),
  },
  "DELETE /api/subscribers/exception/:id": {
    send: async (w) => {
      const body = { subscriberId: w.subscriber, exceptionDate: freshMonday(w) };
      const created = await post(w.app, "/api/subscribers/exception", w.accounts.owner, body);
      return { params: { id: (created.items as { id: number }).id } };
    },
    expect: ownerOfObject(200),
  },
};

const TABLE_FILE = "apps/api/test/authorization.test.ts";

function missingRowsMessage(missing: readonly ApiRoute[], stale: readonly string[]): string {
  const lines: string[] = [];
  if (missing.length > 0)
    lines.push(
      `${missing.length} route(s) of the API have no row in the authorization matrix:`,
      ...missing.map((route) => `  "${route.key}"`),
      `Add one row per route to \`matrix\` in ${TABLE_FILE}, keyed exactly as above, e.g.`,
      `  "${missing[0]!.key}": { send: (w, me) => ({ params: { … }, body: { … } }), expect: [guest, player, otherPlayer, owner, otherOwner, admin] },`,
      "`send` builds a request every caller may validly send (it runs once per caller: make a fresh object there when",
      "the route changes it); `expect` is the status each caller must get (helpers: all(200), signedIn(200),",
      "ownersOnly(200), ownerOfObject(200)). Objects to point at are in `World` (built in beforeAll).",
    );
  if (stale.length > 0)
    lines.push(
      `${stale.length} row(s) of the matrix name a route the API no longer registers (remove or rename them in ${TABLE_FILE}):`,
      ...stale.map((key) => `  "${key}"`),
    );
  return lines.join("\n");
}

describeEachDatabase("authorization matrix: every route × guest, players, owners and admin", (ctx) => {
  let routes: ApiRoute[] = [];
  let world: World;
  let address = 0;

  beforeAll(async () => {
    const app = ctx().buildApp({ env: { RATE_LIMIT_MAX: "1000000" } });
    routes = collectApiRoutes(app);
    await app.ready();
    const db = ctx().database.db;
    const accounts = {
      player: await createAccount(app, db),
      otherPlayer: await createAccount(app, db),
      owner: await createAccount(app, db, { role: "facility_owner" }),
      otherOwner: await createAccount(app, db, { role: "facility_owner" }),
      admin: await createAccount(app, db, { role: "admin" }),
    };
    const owner = accounts.owner.id;
    const facility = await createFacility(db, owner);
    await createFacility(db, accounts.otherOwner.id);
    const today = istanbulToday(new Date());
    const reservation = await book(app, accounts.player, facility, addDays(today, 1), "20:00");
    const subscriberFacility = await createFacility(db, owner);
    const subscriber = await post(
      app,
      "/api/subscribers",
      accounts.owner,
      regular(subscriberFacility, { dayOfWeek: 1, startTime: "09:00", endTime: "10:00" }),
    );
    const registered = await register(app);
    let counter = 0;
    world = {
      app,
      db,
      accounts,
      place: await ensurePlace(db),
      today,
      facility,
      hiddenFacility: await createFacility(db, owner, { status: "inactive" }),
      paidFacility: await createFacility(db, owner),
      subscriberFacility,
      reservation: reservation.id,
      subscriber: (subscriber.items as { id: number }).id,
      login: { identityFier: registered.account.email, password: PASSWORD },
      next: () => counter++,
    };
  }, 60_000);

  afterAll(() => {
    if (address > 0)
      console.log(
        `authorization matrix [${ctx().target.kind}]: ${Object.keys(matrix).length} routes × ${CALLERS.length} callers = ${address} calls`,
      );
  });

  it("has a row for every route the API registers, and for no other", () => {
    expect(routes.length).toBeGreaterThan(25);
    const keys = new Set(routes.map((route) => route.key));
    const missing = routes.filter((route) => !(route.key in matrix));
    const stale = Object.keys(matrix).filter((key) => !keys.has(key));
    expect(missing.length + stale.length, missingRowsMessage(missing, stale)).toBe(0);
  });

  /** A fresh token for the account (its row read again: a sign-out everywhere bumped its version). */
  async function signInAgain(account: Account) {
    const [row] = await world.db.select().from(users).where(eq(users.id, account.id));
    if (!row) throw new Error(`account ${account.id} is gone`);
    account.row = row;
    account.token = await world.app.tokens.sign(row);
    account.headers = { ...account.headers, ...bearer(account.token) };
  }

  async function call(key: string, row: Row, caller: Caller) {
    const [method, template] = key.split(" ") as [string, string];
    const me = caller === "guest" ? undefined : world.accounts[caller];
    const send: Send = (await row.send?.(world, me)) ?? {};
    const { params = {}, query, body, form } = send;
    const path = template
      .replace(/:(\w+)/g, (_, name: string) => String(params[name]))
      .replace(/\*$/, () => String(params["*"]));
    const multipart = form ? multipartBody(form) : undefined;
    address += 1;
    const response = await world.app.inject({
      method: method as "GET",
      url: query ? `${path}?${query}` : path,
      // Each call from its own address, so the per-IP limits (codes, logins) never answer instead.
      remoteAddress: `10.77.${address >> 8}.${address & 255}`,
      headers: {
        ...(body !== undefined ? json : {}),
        ...multipart?.headers,
        ...(me ? bearer(me.token) : {}),
      },
      ...(multipart
        ? { payload: multipart.payload }
        : body !== undefined
          ? { payload: JSON.stringify(body) }
          : {}),
    });
    return response;
  }

  for (const [key, row] of Object.entries(matrix)) {
    it(key, async () => {
      const answers: Record<string, number> = {};
      const bodies: string[] = [];
      for (const caller of CALLERS) {
        const response = await call(key, row, caller);
        if (row.endsSession && caller !== "guest") await signInAgain(world.accounts[caller]);
        answers[caller] = response.statusCode;
        bodies.push(`${caller}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      const expected = Object.fromEntries(CALLERS.map((caller, i) => [caller, row.expect[i]]));
      expect(answers, `${key}\n${bodies.join("\n")}`).toEqual(expected);
    });
  }
});
