import {
  httpMessages,
  ownerDashboardDataSchema,
  ownerFacilityOptionsDataSchema,
  type Reservation,
} from "@halisaha/data/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { facilities, reservations } from "../src/db/schema";
import { BOOKED_AT, describeReservations, type Cast } from "./helpers/reservation-suite";
import {
  act,
  book,
  createAccount,
  createFacility,
  get,
  hours,
  weekOf,
  type Account,
} from "./helpers/reservations";

// Now is Wednesday 4 March 2026, 12:30 in Istanbul: the week is Monday 2 to Sunday 8 March.
// Sunday 1 March 2026, 12:00 in Istanbul: its week (23 February to 1 March) straddles two months.
const SUNDAY_NOON = "2026-03-01T09:00:00.000Z";
// Thursday 26 February 2026, 12:00 in Istanbul: its week and month end on 1 March and 28 February.
const FEBRUARY_NOON = "2026-02-26T09:00:00.000Z";
const URL = "/api/reservations/owner-dashboard";

describeReservations("reservations: owner dashboard", (ctx) => {
  let { owner, otherOwner, admin, user } = {} as Cast;
  let sunday: App;
  const r = {} as Record<
    | "midnight"
    | "morning"
    | "afternoon"
    | "cancelled"
    | "thursday"
    | "sunday"
    | "nextMonday"
    | "february"
    | "others"
    | "deleted",
    Reservation
  >;

  beforeAll(async () => {
    const { db, cast } = ctx();
    ({ owner, otherOwner, admin, user } = cast);
    // 16 hours every day: 09:00 … 23:00 and 00:00 (past midnight).
    const late = await createFacility(db, owner.id, { workingHours: weekOf(hours(9, 24)) });
    // 14 hours on weekdays, shut on Saturday and Sunday.
    const weekdays = await createFacility(db, owner.id, { workingHours: weekOf(hours(9, 22), [6, 7]) });
    const others = await createFacility(db, otherOwner.id);
    const gone = await createFacility(db, owner.id);
    const booking = ctx().appAt(BOOKED_AT);
    sunday = ctx().appAt(SUNDAY_NOON);

    const bookAt = (facilityId: number, date: string, startTime: string) =>
      book(booking, user, facilityId, date, startTime);
    // 00:00 Istanbul is 21:00 UTC the day before: it counts on Istanbul's Wednesday.
    r.midnight = await bookAt(late, "2026-03-04", "00:00");
    r.morning = await bookAt(late, "2026-03-04", "10:00");
    r.afternoon = await book(booking, owner, late, "2026-03-04", "15:00", { isManualByOwner: true });
    r.cancelled = await bookAt(late, "2026-03-04", "16:00");
    expect((await act(booking, owner, r.cancelled.id, "cancel")).statusCode).toBe(200);
    r.thursday = await bookAt(weekdays, "2026-03-05", "10:00");
    r.sunday = await bookAt(late, "2026-03-01", "10:00");
    r.nextMonday = await bookAt(late, "2026-03-09", "10:00");
    r.february = await bookAt(late, "2026-02-28", "10:00");
    r.others = await bookAt(others, "2026-03-04", "10:00");
    r.deleted = await bookAt(gone, "2026-03-04", "11:00");
    await db
      .update(facilities)
      .set({ deletedAt: new Date(BOOKED_AT) })
      .where(eq(facilities.id, gone));
    // 300 TL of the morning's booking was paid online.
    await db
      .update(reservations)
      .set({ paidAmount: 300, paymentStatus: "partially_paid" })
      .where(eq(reservations.id, r.morning.id));
  });

  async function dashboard(account: Account, app: App = ctx().app) {
    const response = await get(app, URL, account);
    expect(response.statusCode, response.body).toBe(200);
    return ownerDashboardDataSchema.parse(response.json().data).items;
  }
  const idsOf = (items: Reservation[]) => items.map((item) => item.id);

  describe("GET /api/reservations/owner-dashboard", () => {
    it("computes today's, the week's and the month's figures in Istanbul time", async () => {
      const data = await dashboard(owner);
      expect(data.today).toBe("2026-03-04");
      expect(data.facilityCount).toBe(2);
      expect(data.periods.today).toEqual({
        from: "2026-03-04",
        to: "2026-03-04",
        reservationCount: 3,
        bookedHours: 3,
        openHours: 30,
        occupancy: 10,
        revenue: 3000,
        paidOnline: 300,
      });
      // 16 × 7 + 14 × 5 open hours.
      expect(data.periods.week).toEqual({
        from: "2026-03-02",
        to: "2026-03-08",
        reservationCount: 4,
        bookedHours: 4,
        openHours: 182,
        occupancy: 2.2,
        revenue: 4000,
        paidOnline: 300,
      });
      // March 2026: 31 days, 22 of them weekdays: 16 × 31 + 14 × 22.
      expect(data.periods.month).toEqual({
        from: "2026-03-01",
        to: "2026-03-31",
        reservationCount: 6,
        bookedHours: 6,
        openHours: 804,
        occupancy: 0.7,
        revenue: 6000,
        paidOnline: 300,
      });
    });

    it("lists today's reservations, the next ones and those waiting for an answer", async () => {
      const data = await dashboard(owner);
      expect(idsOf(data.todayReservations)).toEqual([r.midnight.id, r.morning.id, r.afternoon.id]);
      expect(idsOf(data.upcoming)).toEqual([r.afternoon.id, r.thursday.id, r.nextMonday.id]);
      expect(idsOf(data.pending)).toEqual([
        r.february.id,
        r.sunday.id,
        r.midnight.id,
        r.morning.id,
        r.thursday.id,
        r.nextMonday.id,
      ]);
      expect(data.pendingCount).toBe(6);
      expect(data.todayReservations[1]).toMatchObject({
        contactName: r.morning.contactName,
        paidAmount: 300,
      });
    });

    it("shows every listed reservation as the reservation read answers it", async () => {
      const data = await dashboard(owner);
      const listed = [...data.todayReservations, ...data.upcoming, ...data.pending];
      // A manual booking (no user) and one with a payment are among them.
      expect(listed.some((item) => item.user === null)).toBe(true);
      expect(listed.some((item) => item.paidAmount > 0)).toBe(true);
      for (const item of listed) {
        const one = await get(ctx().app, `/api/reservations/${item.id}`, owner);
        expect(one.statusCode, one.body).toBe(200);
        expect(item).toEqual(one.json().data);
      }
    });

    it("takes the next reservations from beyond the week and the month when those hold fewer than five", async () => {
      // 1 March noon: five of them lie in the week or the month.
      expect(idsOf((await dashboard(owner, sunday)).upcoming)).toEqual([
        r.midnight.id,
        r.morning.id,
        r.afternoon.id,
        r.thursday.id,
        r.nextMonday.id,
      ]);
      // 26 February noon: two lie in the week (to 1 March) or the month, the others after them.
      const february = ctx().appAt(FEBRUARY_NOON);
      expect(idsOf((await dashboard(owner, february)).upcoming)).toEqual([
        r.february.id,
        r.sunday.id,
        r.midnight.id,
        r.morning.id,
        r.afternoon.id,
      ]);
    });

    it("takes the week from Monday even when it began in the previous month", async () => {
      const data = await dashboard(owner, sunday);
      expect(data.today).toBe("2026-03-01");
      expect(data.periods.today).toMatchObject({ reservationCount: 1, openHours: 16 });
      expect(data.periods.week).toMatchObject({
        from: "2026-02-23",
        to: "2026-03-01",
        reservationCount: 2,
        revenue: 2000,
      });
      expect(data.periods.month).toMatchObject({ from: "2026-03-01", reservationCount: 6, openHours: 804 });
      expect(idsOf(data.todayReservations)).toEqual([r.sunday.id]);
    });

    it("shows another owner only their own facilities, and an admin every facility", async () => {
      const theirs = await dashboard(otherOwner);
      expect(theirs.facilityCount).toBe(1);
      expect(idsOf(theirs.todayReservations)).toEqual([r.others.id]);
      expect(theirs.periods.today).toMatchObject({ reservationCount: 1, revenue: 1000, paidOnline: 0 });
      const all = await dashboard(admin);
      expect(all.facilityCount).toBe(3);
      expect(idsOf(all.todayReservations)).toEqual([
        r.midnight.id,
        r.morning.id,
        r.others.id,
        r.afternoon.id,
      ]);
    });

    it("answers an owner without facilities with zeros", async () => {
      const { app, database } = ctx();
      const newcomer = await createAccount(app, database.db, { role: "facility_owner" });
      const data = await dashboard(newcomer);
      expect(data.facilityCount).toBe(0);
      expect(data.periods.month).toMatchObject({
        reservationCount: 0,
        openHours: 0,
        occupancy: 0,
        revenue: 0,
      });
      expect(data.todayReservations).toEqual([]);
      expect(data.pendingCount).toBe(0);
    });

    it("answers 403 to a player and 401 to a guest", async () => {
      const { app } = ctx();
      for (const url of [URL, "/api/reservations/owner-facilities"]) {
        const player = await get(app, url, user);
        expect(player.statusCode).toBe(403);
        expect(player.json().message).toBe(httpMessages.forbidden);
        const guest = await get(app, url);
        expect(guest.statusCode).toBe(401);
        expect(guest.json().message).toBe(httpMessages.unauthorized);
      }
    });
  });

  describe("GET /api/reservations/owner-facilities", () => {
    async function options(account: Account) {
      const response = await get(ctx().app, "/api/reservations/owner-facilities", account);
      expect(response.statusCode, response.body).toBe(200);
      return ownerFacilityOptionsDataSchema.parse(response.json().data);
    }

    it("lists the caller's facilities that are not deleted, by name; an admin's: all", async () => {
      const mine = await options(owner);
      expect(mine.count).toBe(2);
      expect(mine.items.map((item) => item.name)).toEqual([...mine.items.map((item) => item.name)].sort());
      expect(mine.items[0]).toMatchObject({ status: "active", address: expect.any(String) });
      expect((await options(otherOwner)).count).toBe(1);
      expect((await options(admin)).count).toBe(3);
    });
  });
});
