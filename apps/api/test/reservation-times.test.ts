import {
  addDays,
  facilityMessages,
  reservationMessages,
  reservationTimesDataSchema,
  type ReservationTimesData,
} from "@halisaha/data/contract";
import { beforeAll, describe, expect, it } from "vitest";
import {
  describeReservations,
  FRIDAY,
  NOW,
  SATURDAY,
  SUNDAY,
  THURSDAY,
  TODAY,
  type Cast,
} from "./helpers/reservation-suite";
import { act, book, createFacility, get, hours, weekOf, type Account } from "./helpers/reservations";

describeReservations("reservation times", (ctx) => {
  const ids = { plain: 0, late: 0, allDay: 0, inactive: 0, pending: 0, deleted: 0 };
  let { owner, otherOwner, admin, user } = {} as Cast;

  beforeAll(async () => {
    const { db, cast } = ctx();
    ({ owner, otherOwner, admin, user } = cast);
    ids.plain = await createFacility(db, owner.id, {
      pricePerHour: 1000,
      weekendPricePerHour: 1300,
      depositAmount: 300,
    });
    ids.late = await createFacility(db, owner.id, {
      workingHours: weekOf(hours(15, 26)),
      pricePerHour: 800,
      weekendPricePerHour: 1000,
    });
    ids.allDay = await createFacility(db, owner.id, { workingHours: weekOf(hours(0, 23), [7]) });
    ids.inactive = await createFacility(db, owner.id, { status: "inactive" });
    ids.pending = await createFacility(db, owner.id, { status: "pending" });
    ids.deleted = await createFacility(db, owner.id, { deletedAt: new Date(NOW) });
  });

  async function times(facilityId: number, date: string, account?: Account, app = ctx().app) {
    const response = await get(app, `/api/facilities/${facilityId}/reservation-times?date=${date}`, account);
    expect(response.statusCode, response.body).toBe(200);
    return reservationTimesDataSchema.parse(response.json().data);
  }
  const labels = (data: ReservationTimesData) => data.items.map((item) => item.time);
  const free = (data: ReservationTimesData) =>
    data.items.filter((item) => item.status).map((item) => item.startTime);

  describe("the hours of a day", () => {
    it("lists every open hour of the weekday with its price and the deposit", async () => {
      const data = await times(ids.plain, THURSDAY);

      expect(data).toMatchObject({
        date: THURSDAY,
        price: 1000,
        isWeekendPrice: false,
        depositAmount: 300,
      });
      expect(labels(data)).toEqual(hours(9, 22).map((h, i) => `${h} - ${hours(10, 23)[i]}`));
      expect(data.items[0]).toEqual({
        time: "09:00 - 10:00",
        status: true,
        date: THURSDAY,
        startTime: "09:00",
        endTime: "10:00",
        isPast: false,
        price: 1000,
        // The facility's one pitch, "Saha 1".
        freePitchIds: [expect.any(Number)],
      });
      expect(data.items.every((item) => item.status && item.price === 1000)).toBe(true);
    });

    it("asks the weekend price on Saturday and Sunday", async () => {
      for (const date of [SATURDAY, SUNDAY]) {
        const data = await times(ids.plain, date);
        expect(data).toMatchObject({ price: 1300, isWeekendPrice: true, depositAmount: 300 });
        expect(data.items.every((item) => item.price === 1300)).toBe(true);
      }
    });

    it("gives the hours past midnight the next calendar date and that date's price", async () => {
      const data = await times(ids.late, FRIDAY);

      expect(labels(data)).toEqual([
        "15:00 - 16:00",
        "16:00 - 17:00",
        "17:00 - 18:00",
        "18:00 - 19:00",
        "19:00 - 20:00",
        "20:00 - 21:00",
        "21:00 - 22:00",
        "22:00 - 23:00",
        "23:00 - 00:00",
        "00:00 - 01:00",
        "01:00 - 02:00",
        "02:00 - 03:00",
      ]);
      expect(data.items.map((item) => item.date)).toEqual([
        ...Array(9).fill(FRIDAY),
        SATURDAY,
        SATURDAY,
        SATURDAY,
      ]);
      // Friday's hours cost the weekday price; 00:00-03:00 are Saturday hours.
      expect(data.items.map((item) => item.price)).toEqual([...Array(9).fill(800), 1000, 1000, 1000]);
      expect(data).toMatchObject({ price: 800, isWeekendPrice: false });
    });

    it("lists 24 hours of a day open around the clock and none of a closed day", async () => {
      const open = await times(ids.allDay, THURSDAY);
      expect(open.items.map((item) => item.startTime)).toEqual(hours(0, 23));
      expect(open.items.every((item) => item.date === THURSDAY && item.status)).toBe(true);
      expect(open.items.at(-1)).toMatchObject({ time: "23:00 - 00:00", endTime: "00:00" });

      const closed = await times(ids.allDay, SUNDAY);
      expect(closed.items).toEqual([]);
    });
  });

  describe("what is not free", () => {
    it("marks the hours of today that have started as past, in Istanbul time", async () => {
      const data = await times(ids.plain, TODAY);

      expect(data.items.filter((item) => item.isPast).map((item) => item.startTime)).toEqual(hours(9, 12));
      expect(free(data)).toEqual(hours(13, 22));
      const yesterday = await times(ids.plain, addDays(TODAY, -1));
      expect(yesterday.items.every((item) => item.isPast && !item.status)).toBe(true);
    });

    it("turns the day over at midnight Istanbul time, not at the host's midnight", async () => {
      // 23:59 in Istanbul is still afternoon in New York and evening in UTC.
      const lateApp = ctx().appAt("2026-03-04T20:59:00.000Z");
      expect(free(await times(ids.plain, TODAY, undefined, lateApp))).toEqual([]);
      expect(free(await times(ids.plain, THURSDAY, undefined, lateApp))).toEqual(hours(9, 22));
      expect(free(await times(ids.late, TODAY, undefined, lateApp))).toEqual(hours(0, 2));
    });

    it("marks booked hours taken until the booking is cancelled", async () => {
      const { app } = ctx();
      const reservation = await book(app, user, ids.plain, THURSDAY, "18:00");

      const taken = await times(ids.plain, THURSDAY);
      expect(taken.items.find((item) => item.startTime === "18:00")).toMatchObject({
        status: false,
        isPast: false,
      });
      expect(free(taken)).toEqual(hours(9, 22).filter((h) => h !== "18:00"));

      expect((await act(app, user, reservation.id, "cancel")).statusCode).toBe(200);
      expect(free(await times(ids.plain, THURSDAY))).toEqual(hours(9, 22));
    });

    it("marks a booked hour past midnight taken in the list of the day it belongs to", async () => {
      await book(ctx().app, user, ids.late, SATURDAY, "01:00");

      expect(free(await times(ids.late, FRIDAY))).toEqual(hours(15, 26).filter((h) => h !== "01:00"));
      expect(free(await times(ids.late, SATURDAY))).toEqual(hours(15, 26));
    });

    it("counts only the facility's own bookings", async () => {
      const { app, database } = ctx();
      const mine = await createFacility(database.db, owner.id);
      const neighbour = await createFacility(database.db, owner.id);
      const booked = await Promise.all(
        ["10:00", "14:00", "20:00"].map((h) => book(app, user, mine, THURSDAY, h)),
      );
      expect(booked.map((r) => r.id)).not.toContain(mine);

      expect(free(await times(mine, THURSDAY))).toEqual(
        hours(9, 22).filter((h) => !["10:00", "14:00", "20:00"].includes(h)),
      );
      expect(free(await times(neighbour, THURSDAY))).toEqual(hours(9, 22));
    });

    it("offers nothing beyond the booking horizon", async () => {
      const last = await times(ids.plain, addDays(TODAY, 90));
      const beyond = await times(ids.plain, addDays(TODAY, 91));

      expect(free(last)).toEqual(hours(9, 22));
      expect(free(beyond)).toEqual([]);
      expect(beyond.items.every((item) => !item.isPast)).toBe(true);
    });
  });

  describe("which facilities", () => {
    it("hides inactive and pending facilities from everyone but their owner and admins", async () => {
      for (const id of [ids.inactive, ids.pending]) {
        for (const account of [undefined, user, otherOwner]) {
          const response = await get(
            ctx().app,
            `/api/facilities/${id}/reservation-times?date=${THURSDAY}`,
            account,
          );
          expect(response.statusCode).toBe(404);
          expect(response.json().message).toBe(facilityMessages.notFound);
        }
        expect(free(await times(id, THURSDAY, owner))).toEqual(hours(9, 22));
        expect(free(await times(id, THURSDAY, admin))).toEqual(hours(9, 22));
      }
    });

    it("answers 404 for a deleted or unknown facility, also to its owner", async () => {
      for (const id of [ids.deleted, 2_000_000_000]) {
        const response = await get(
          ctx().app,
          `/api/facilities/${id}/reservation-times?date=${THURSDAY}`,
          owner,
        );
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(facilityMessages.notFound);
      }
    });

    it("answers 400 with Turkish field errors for a missing or impossible date and a bad id", async () => {
      const cases: [string, string, string][] = [
        [`/api/facilities/${ids.plain}/reservation-times`, "date", reservationMessages.dateRequired],
        [
          `/api/facilities/${ids.plain}/reservation-times?date=2026-02-30`,
          "date",
          reservationMessages.dateInvalid,
        ],
        [
          `/api/facilities/${ids.plain}/reservation-times?date=05.03.2026`,
          "date",
          reservationMessages.dateInvalid,
        ],
        [`/api/facilities/abc/reservation-times?date=${THURSDAY}`, "id", facilityMessages.invalidId],
      ];
      for (const [url, field, message] of cases) {
        const response = await get(ctx().app, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().data.errors, url).toEqual([{ field, message }]);
      }
    });
  });
});
