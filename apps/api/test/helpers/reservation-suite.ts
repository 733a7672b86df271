import { afterAll, beforeAll, describe } from "vitest";
import type { App } from "../../src/app";
import type { Db } from "../../src/db";
import {
  createTwoApps,
  describeEachDatabase,
  type TestApp,
  type TestAppOptions,
  type TestContext,
} from "./app";
import { testTargets } from "./databases";
import { TestClock } from "./fakes";
import { createAccount, type Account } from "./reservations";

/** Wednesday 4 March 2026, 12:30 in Istanbul (09:30 UTC), whatever the host's zone. */
export const NOW = "2026-03-04T09:30:00.000Z";
export const TODAY = "2026-03-04";
export const THURSDAY = "2026-03-05";
export const FRIDAY = "2026-03-06";
export const SATURDAY = "2026-03-07";
export const SUNDAY = "2026-03-08";

/**
 * Bookings are written with a clock a week before NOW (25 February, 12:00 in Istanbul), so the
 * whole week of NOW is still ahead when they are made.
 */
export const BOOKED_AT = "2026-02-25T09:00:00.000Z";

/** Bookings, owners' actions and lists run many requests from one address: the limit is out of the way. */
const suiteEnv = { RATE_LIMIT_MAX: "100000" };

/** Who acts in a reservation suite: two facility owners, an admin and a player. */
export interface Cast {
  owner: Account;
  otherOwner: Account;
  admin: Account;
  user: Account;
}

export interface ReservationSuiteOptions {
  /** The suite app's clock, or the instant it stands at; NOW unless given. */
  clock?: TestClock | string;
  /** Environment on top of the suite's (the rate limit out of the way). */
  env?: Record<string, string>;
  /** Whether the owner's phone is verified (default true). */
  ownerPhoneVerified?: boolean;
}

export interface ReservationContext extends TestContext {
  db: Db;
  /** The suite app's clock: a test may move it. */
  clock: TestClock;
  cast: Cast;
  /** Another app on this database (same env) whose own clock stands at `at`. */
  appAt(at: string, more?: TestAppOptions): App;
}

function suiteOptions({ clock = NOW, env = {} }: ReservationSuiteOptions) {
  const suiteClock = typeof clock === "string" ? new TestClock(clock) : clock;
  return { clock: suiteClock, options: { env: { ...suiteEnv, ...env }, services: { clock: suiteClock } } };
}

/**
 * A reservation suite, once per database (PGlite, plus PostgreSQL with TEST_DATABASE_URL): its
 * app runs on a TestClock at NOW (or the given clock) and the cast exists before the suite's
 * own `beforeAll` hooks run.
 */
export function describeReservations(
  title: string,
  define: (getContext: () => ReservationContext) => void,
  suite: ReservationSuiteOptions = {},
): void {
  const { clock, options } = suiteOptions(suite);
  describeEachDatabase(
    title,
    (ctx) => {
      let cast: Cast | undefined;
      beforeAll(async () => {
        const { app, database } = ctx();
        const db = database.db;
        cast = {
          owner: await createAccount(app, db, {
            role: "facility_owner",
            phoneVerified: suite.ownerPhoneVerified ?? true,
          }),
          otherOwner: await createAccount(app, db, { role: "facility_owner" }),
          admin: await createAccount(app, db, { role: "admin" }),
          user: await createAccount(app, db),
        };
      });
      define(() => {
        const context = ctx();
        if (!cast) throw new Error("the cast exists only inside tests and hooks");
        return {
          ...context,
          db: context.database.db,
          clock,
          cast,
          appAt: (at, more = {}) =>
            context.buildApp({
              ...more,
              env: { ...options.env, ...more.env },
              services: { ...more.services, clock: new TestClock(at) },
            }),
        };
      });
    },
    options,
  );
}

export interface RaceContext {
  first: TestApp;
  /** A second app on its own connection pool to the same database: another API process. */
  second: App;
  db: Db;
}

/**
 * Races between two API processes, on PostgreSQL only: PGlite has one connection and runs every
 * query in turn, so a race there proves nothing. Without TEST_DATABASE_URL nothing is defined.
 */
export function describeRaces(
  title: string,
  define: (getContext: () => RaceContext) => void,
  suite: ReservationSuiteOptions = {},
): void {
  const postgres = testTargets().find((target) => target.kind === "postgres");
  if (!postgres) return;
  const { options } = suiteOptions(suite);
  describe(`${title} [postgres, two pools]`, () => {
    let apps: Awaited<ReturnType<typeof createTwoApps>> | undefined;
    beforeAll(async () => {
      apps = await createTwoApps({ ...options, target: postgres });
    });
    afterAll(async () => apps?.close());
    define(() => {
      if (!apps) throw new Error("the apps exist only inside tests and hooks");
      return { first: apps.first, second: apps.second, db: apps.first.database.db };
    });
  });
}
