import {
  facilityMessages,
  httpMessages,
  reservationListDataSchema,
  reservationMessages as m,
  reservationStatusCountDataSchema,
  type Reservation,
} from "@halisaha/data/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { facilities } from "../src/db/schema";
import {
  describeReservations,
  FRIDAY,
  NOW,
  SATURDAY,
  THURSDAY,
  TODAY,
  type Cast,
} from "./helpers/reservation-suite";
import {
  act,
  book,
  bookingBody,
  createFacility,
  get,
  type Account,
} from "./helpers/reservations";

describeReservations("reservations: owner views", (ctx) => {
  let { owner, otherOwner, admin, user } = {} as Cast;
  const ids = { main: 0, second: 0, others: 0, empty: 0 };
  const r: Record<
    "thursdayTen" | "thursdayEleven" | "friday" | "today" | "saturday" | "second" | "others",
    Reservation
  > = {} as never;

  beforeAll(async () => {
    const { app, db, cast } = ctx();
    ({ owner, otherOwner, admin, user } = cast);
    ids.main = await createFacility(db, owner.id);
    ids.second = await createFacility(db, owner.id);
    ids.empty = await createFacility(db, owner.id);
    ids.others = await createFacility(db, otherOwner.id);

    const manual = (facilityId: number, date: string, startTime: string, more: Record<string, unknown>) =>
      bookingBody(facilityId, date, startTime, { isManualByOwner: true, ...more });
    r.thursdayTen = await book(app, user, ids.main, THURSDAY, "10:00", { contactName: "Şükrü Öztürk" });
    r.thursdayEleven = await book(
      app,
      owner,
      ids.main,
      THURSDAY,
      "11:00",
      manual(ids.main, THURSDAY, "11:00", {
        contactName: "AYŞE ÇELİK",
        contactPhone: "5329998877",
        contactEmail: "ayse.celik@example.com",
      }),
    );
    r.friday = await book(app, user, ids.main, FRIDAY, "10:00", {
      contactName: "Mehmet Işık",
      contactEmail: "mehmet@example.com",
    });
    expect((await act(app, owner, r.friday.id, "cancel")).statusCode).toBe(200);
    r.today = await book(
      app,
      owner,
      ids.main,
      TODAY,
      "10:00",
      manual(ids.main, TODAY, "10:00", {
        contactName: "Can Yılmaz",
        contactEmail: "can@example.com",
        status: "completed",
        paymentStatus: "paid",
      }),
    );
    r.saturday = await book(app, user, ids.main, SATURDAY, "12:00", {
      contactName: "Deniz Kaya",
      contactEmail: "deniz@example.com",
    });
    expect((await act(app, owner, r.saturday.id, "confirm")).statusCode).toBe(200);
    r.second = await book(app, user, ids.second, THURSDAY, "10:00", { contactName: "Ece Demir" });
    r.others = await book(app, user, ids.others, THURSDAY, "10:00", { contactName: "Fatih Aksoy" });
  });

  async function list(url: string, account: Account) {
    const response = await get(ctx().app, url, account);
    expect(response.statusCode, response.body).toBe(200);
    return reservationListDataSchema.parse(response.json().data);
  }
  const idsOf = (data: { items: Reservation[] }) => data.items.map((item) => item.id);

  describe("GET /api/reservations/facility/:id", () => {
    it("lists one facility's reservations, soonest start first, for its owner and admins", async () => {
      const expected = [r.today.id, r.thursdayTen.id, r.thursdayEleven.id, r.friday.id, r.saturday.id];
      for (const account of [owner, admin]) {
        const data = await list(`/api/reservations/facility/${ids.main}`, account);
        expect(idsOf(data)).toEqual(expected);
        expect(data).toMatchObject({ count: 5, totalPages: 1 });
      }
      const page = await list(`/api/reservations/facility/${ids.main}?limit=2&offset=2`, owner);
      expect(idsOf(page)).toEqual(expected.slice(2, 4));
      expect(page).toMatchObject({ count: 5, totalPages: 3 });
    });

    it("filters by status", async () => {
      const url = `/api/reservations/facility/${ids.main}?status=`;
      expect(idsOf(await list(`${url}pending`, owner))).toEqual([r.thursdayTen.id]);
      expect(idsOf(await list(`${url}confirmed`, owner))).toEqual([r.thursdayEleven.id, r.saturday.id]);
      expect(idsOf(await list(`${url}cancelled`, owner))).toEqual([r.friday.id]);
      expect(idsOf(await list(`${url}completed`, owner))).toEqual([r.today.id]);
      expect(idsOf(await list(`${url}`, owner))).toHaveLength(5);
    });

    it("searches the number, contact name, phone and e-mail, Turkish letters folded", async () => {
      const search = async (text: string) =>
        idsOf(await list(`/api/reservations/facility/${ids.main}?search=${encodeURIComponent(text)}`, owner));

      for (const text of ["sukru", "ŞÜKRÜ", "Şükrü öztürk"])
        expect(await search(text)).toEqual([r.thursdayTen.id]);
      for (const text of ["çelik", "CELIK", "ayşe", "9998877", "ayse.celik@"])
        expect(await search(text)).toEqual([r.thursdayEleven.id]);
      for (const text of ["isik", "IŞIK", "mehmet ışık"]) expect(await search(text)).toEqual([r.friday.id]);
      expect(await search(r.saturday.reservationNumber.toLowerCase())).toEqual([r.saturday.id]);
      expect(await search(r.saturday.reservationNumber.slice(3))).toEqual([r.saturday.id]);
      expect(await search("mehmet çelik")).toEqual([]);
      expect(await search("%")).toEqual([]);
      expect(await search("_")).toEqual([]);
    });

    it("answers 404 for another owner's or an unknown facility, 403 to users, 401 to guests", async () => {
      const { app } = ctx();
      for (const id of [ids.others, 2_000_000_000]) {
        const response = await get(app, `/api/reservations/facility/${id}`, owner);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(facilityMessages.notFound);
      }
      const asUser = await get(app, `/api/reservations/facility/${ids.main}`, user);
      expect(asUser.statusCode).toBe(403);
      expect(asUser.json().message).toBe(httpMessages.forbidden);
      expect((await get(app, `/api/reservations/facility/${ids.main}`)).statusCode).toBe(401);
      const bad = await get(app, `/api/reservations/facility/${ids.main}?status=late`, owner);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data.errors).toEqual([{ field: "status", message: m.invalidStatus }]);
    });

    it("keeps showing a deleted facility's history to its owner", async () => {
      const { app, database } = ctx();
      const id = await createFacility(database.db, owner.id);
      const booked = await book(app, user, id, SATURDAY, "15:00");
      await database.db
        .update(facilities)
        .set({ deletedAt: new Date(NOW) })
        .where(eq(facilities.id, id));

      expect(idsOf(await list(`/api/reservations/facility/${id}`, owner))).toEqual([booked.id]);
    });
  });

  describe("GET /api/reservations/:facilityId/status-count", () => {
    it("counts a facility's reservations by status for its owner and admins", async () => {
      for (const account of [owner, admin]) {
        const response = await get(ctx().app, `/api/reservations/${ids.main}/status-count`, account);
        expect(response.statusCode).toBe(200);
        expect(reservationStatusCountDataSchema.parse(response.json().data)).toEqual({
          items: { total: 5, pending: 1, confirmed: 2, completed: 1, cancelled: 1 },
        });
      }
      const empty = await get(ctx().app, `/api/reservations/${ids.empty}/status-count`, owner);
      expect(empty.json().data.items).toEqual({
        total: 0,
        pending: 0,
        confirmed: 0,
        completed: 0,
        cancelled: 0,
      });
    });

    it("answers 404 for another owner's facility, 403 to users", async () => {
      const others = await get(ctx().app, `/api/reservations/${ids.others}/status-count`, owner);
      expect(others.statusCode).toBe(404);
      expect(others.json().message).toBe(facilityMessages.notFound);
      expect((await get(ctx().app, `/api/reservations/${ids.main}/status-count`, user)).statusCode).toBe(403);
    });
  });

  describe("GET /api/reservations/facility-owner", () => {
    const url = "/api/reservations/facility-owner";

    it("lists the reservations of the caller's own facilities only, soonest first", async () => {
      const data = await list(url, owner);
      expect(idsOf(data)).toEqual(
        expect.arrayContaining([
          r.today.id,
          r.thursdayTen.id,
          r.second.id,
          r.thursdayEleven.id,
          r.friday.id,
          r.saturday.id,
        ]),
      );
      expect(idsOf(data)).not.toContain(r.others.id);
      expect(idsOf(data).slice(0, 4)).toEqual([
        r.today.id,
        r.thursdayTen.id,
        r.second.id,
        r.thursdayEleven.id,
      ]);
      expect(idsOf(await list(url, otherOwner))).toEqual([r.others.id]);
    });

    it("filters by start and end date, status and facility", async () => {
      expect(idsOf(await list(`${url}?startDate=${THURSDAY}&endDate=${THURSDAY}`, owner))).toEqual([
        r.thursdayTen.id,
        r.second.id,
        r.thursdayEleven.id,
      ]);
      expect(idsOf(await list(`${url}?startDate=${TODAY}&endDate=${TODAY}`, owner))).toEqual([r.today.id]);
      expect(idsOf(await list(`${url}?startDate=${FRIDAY}&status=confirmed`, owner))).toEqual([
        r.saturday.id,
      ]);
      expect(idsOf(await list(`${url}?endDate=${THURSDAY}&facilityId=${ids.second}`, owner))).toEqual([
        r.second.id,
      ]);
      expect(idsOf(await list(`${url}?startDate=&endDate=&status=&facilityId=`, otherOwner))).toEqual([
        r.others.id,
      ]);
    });

    it("shows admins every facility's reservations", async () => {
      const data = await list(`${url}?startDate=${THURSDAY}&endDate=${THURSDAY}`, admin);
      expect(idsOf(data)).toEqual(expect.arrayContaining([r.thursdayTen.id, r.second.id, r.others.id]));
      expect(idsOf(await list(`${url}?facilityId=${ids.others}`, admin))).toEqual([r.others.id]);
    });

    it("answers 404 for another owner's facility, 403 to users, 400 for a bad range", async () => {
      const { app } = ctx();
      const others = await get(app, `${url}?facilityId=${ids.others}`, owner);
      expect(others.statusCode).toBe(404);
      expect(others.json().message).toBe(facilityMessages.notFound);
      expect((await get(app, url, user)).statusCode).toBe(403);
      expect((await get(app, url)).statusCode).toBe(401);

      const range = await get(app, `${url}?startDate=${FRIDAY}&endDate=${THURSDAY}`, owner);
      expect(range.statusCode).toBe(400);
      expect(range.json().data.errors).toEqual([{ field: "startDate", message: m.invalidDateRange }]);
      const bad = await get(app, `${url}?startDate=2026-13-01&facilityId=x`, owner);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data.errors).toEqual([
        { field: "startDate", message: m.dateInvalid },
        { field: "facilityId", message: facilityMessages.invalidId },
      ]);
    });
  });
});
