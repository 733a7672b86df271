import {
  facilityMessages,
  httpMessages,
  reservationMessages as m,
  weeklyCalendarDataSchema,
  type Reservation,
} from "@halisaha/data/contract";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { apiModules, withOptions } from "../src/modules";
import { subscriptionEntry, type CalendarEntrySource } from "../src/modules/reservations/calendar";
import { reservationRoutes } from "../src/modules/reservations/routes";
import { BOOKED_AT, describeReservations, type Cast } from "./helpers/reservation-suite";
import { act, book, createFacility, get, hours, weekOf, type Account } from "./helpers/reservations";

// Now is Wednesday 4 March 2026, 12:30 in Istanbul. The week asked for: Monday 2 to Sunday 8 March.
const MONDAY = "2026-03-02";
const SUNDAY = "2026-03-08";

describeReservations("reservations: weekly calendar", (ctx) => {
  let { owner, otherOwner, admin, user } = {} as Cast;
  let booking: App;
  /** Open 15:00-03:00 every day: the hours past midnight belong to the day before. */
  let night = 0;
  let sameOwnerOther = 0;
  const r = {} as Record<
    | "mondayEarly"
    | "mondayAfternoon"
    | "sundayLate"
    | "sundayPastMidnight"
    | "nextMonday"
    | "cancelled"
    | "byUser"
    | "otherFacility",
    Reservation
  >;

  beforeAll(async () => {
    const { db, cast } = ctx();
    ({ owner, otherOwner, admin, user } = cast);
    night = await createFacility(db, owner.id, {
      workingHours: weekOf(hours(15, 26)),
      pricePerHour: 1000,
      weekendPricePerHour: 1500,
      depositAmount: 200,
    });
    sameOwnerOther = await createFacility(db, owner.id);
    booking = ctx().appAt(BOOKED_AT);

    const manual = (date: string, startTime: string, contactName: string) =>
      book(booking, owner, night, date, startTime, { isManualByOwner: true, contactName });
    r.mondayEarly = await manual(MONDAY, "01:00", "Pazar Gecesi");
    r.mondayAfternoon = await manual(MONDAY, "15:00", "Pazartesi Öğleden Sonra");
    r.sundayLate = await manual(SUNDAY, "23:00", "Pazar Akşamı");
    r.sundayPastMidnight = await manual("2026-03-09", "01:00", "Pazar Gece Yarısından Sonra");
    r.nextMonday = await manual("2026-03-09", "15:00", "Sonraki Pazartesi");
    r.cancelled = await manual("2026-03-04", "18:00", "İptal");
    expect((await act(booking, owner, r.cancelled.id, "cancel")).statusCode).toBe(200);
    r.byUser = await book(booking, user, night, "2026-03-05", "20:00", { contactName: "Şükrü Öztürk" });
    r.otherFacility = await book(booking, user, sameOwnerOther, "2026-03-03", "16:00");
  });

  const url = (facilityId: number, startDate = MONDAY, endDate = SUNDAY) =>
    `/api/reservations/weekly-calendar?facilityId=${facilityId}&startDate=${startDate}&endDate=${endDate}`;

  async function calendar(account: Account, path = url(night), app: App = ctx().app) {
    const response = await get(app, path, account);
    expect(response.statusCode, response.body).toBe(200);
    return weeklyCalendarDataSchema.parse(response.json().data);
  }

  describe("GET /api/reservations/weekly-calendar", () => {
    it("answers the week's reservations that are not cancelled, by start, for the owner and admins", async () => {
      for (const account of [owner, admin]) {
        const data = await calendar(account);
        expect(data.items.map((item) => item.id)).toEqual([
          r.mondayAfternoon.id,
          r.byUser.id,
          r.sundayLate.id,
          r.sundayPastMidnight.id,
        ]);
        expect(data.items.every((item) => !item.isSubscription && item.subscriberId === null)).toBe(true);
        expect(data.facility).toMatchObject({ id: night });
        expect(data).toMatchObject({ startDate: MONDAY, endDate: SUNDAY });
      }
    });

    it("puts an hour past midnight under the day whose evening it continues (week edges)", async () => {
      const data = await calendar(owner);
      const byId = new Map(data.items.map((item) => [item.id, item]));
      expect(byId.get(r.sundayPastMidnight.id)).toMatchObject({
        date: "2026-03-09",
        startTime: "01:00",
        day: SUNDAY,
        key: `reservation-${r.sundayPastMidnight.id}`,
      });
      expect(byId.get(r.mondayAfternoon.id)).toMatchObject({ day: MONDAY });
      // Monday 01:00 closes Sunday 1 March: the week before.
      expect(byId.has(r.mondayEarly.id)).toBe(false);
      const previous = await calendar(owner, url(night, "2026-02-23", "2026-03-01"));
      expect(previous.items.map((item) => [item.id, item.day])).toEqual([[r.mondayEarly.id, "2026-03-01"]]);
      const next = await calendar(owner, url(night, "2026-03-09", "2026-03-15"));
      expect(next.items.map((item) => item.id)).toEqual([r.nextMonday.id]);
    });

    it("shows the booking user's contact and the reservation's amounts", async () => {
      const data = await calendar(owner);
      const item = data.items.find((entry) => entry.id === r.byUser.id);
      expect(item).toMatchObject({
        reservationNumber: r.byUser.reservationNumber,
        status: "pending",
        contactName: "Şükrü Öztürk",
        user: { firstName: user.row.firstName },
        totalPrice: 1000,
        depositAmount: 200,
        day: "2026-03-05",
      });
    });

    it("lists each day's open hours from the opening hour, past midnight included, with prices", async () => {
      const data = await calendar(owner);
      expect(data.days.map((day) => day.date)).toEqual([
        "2026-03-02",
        "2026-03-03",
        "2026-03-04",
        "2026-03-05",
        "2026-03-06",
        "2026-03-07",
        "2026-03-08",
      ]);
      for (const day of data.days) expect(day.slots).toHaveLength(12);
      const friday = data.days[4]!;
      expect(friday.slots[0]).toEqual({
        date: "2026-03-06",
        startTime: "15:00",
        endTime: "16:00",
        price: 1000,
        depositAmount: 200,
      });
      // Friday's 01:00 is a Saturday hour: the weekend price.
      expect(friday.slots.at(-2)).toEqual({
        date: "2026-03-07",
        startTime: "01:00",
        endTime: "02:00",
        price: 1500,
        depositAmount: 200,
      });
      expect(data.days[6]!.slots.at(-1)).toMatchObject({ date: "2026-03-09", startTime: "02:00" });
    });

    it("accepts a shorter range", async () => {
      const data = await calendar(owner, url(night, "2026-03-05", "2026-03-05"));
      expect(data.items.map((item) => item.id)).toEqual([r.byUser.id]);
      expect(data.days).toHaveLength(1);
    });

    it("answers 404 to another owner and for an unknown facility, 403 to a player, 401 to a guest", async () => {
      const { app } = ctx();
      for (const path of [url(night), url(999_999)]) {
        const response = await get(app, path, otherOwner);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(facilityMessages.notFound);
      }
      const player = await get(app, url(night), user);
      expect(player.statusCode).toBe(403);
      const guest = await get(app, url(night));
      expect(guest.statusCode).toBe(401);
      expect(guest.json().message).toBe(httpMessages.unauthorized);
    });

    it("answers 400 with the field for bad dates, a range over 7 days, a reversed range or no facility", async () => {
      const { app } = ctx();
      const cases: [string, string, string][] = [
        [url(night, "2026-02-30", SUNDAY), "startDate", m.dateInvalid],
        [url(night, MONDAY, "08.03.2026"), "endDate", m.dateInvalid],
        [url(night, MONDAY, "2026-03-09"), "endDate", m.calendarRangeTooLong],
        [url(night, SUNDAY, MONDAY), "startDate", m.invalidDateRange],
        [
          `/api/reservations/weekly-calendar?facilityId=${night}&endDate=${SUNDAY}`,
          "startDate",
          m.dateRequired,
        ],
        [
          `/api/reservations/weekly-calendar?startDate=${MONDAY}&endDate=${SUNDAY}`,
          "facilityId",
          "Tesis seçimi zorunludur",
        ],
        [url(0), "facilityId", "Geçersiz tesis numarası"],
      ];
      for (const [path, field, message] of cases) {
        const response = await get(app, path, owner);
        expect(response.statusCode, path).toBe(400);
        expect(response.json().data.errors, path).toContainEqual({ field, message });
      }
    });
  });

  describe("entry sources (the subscribers' seam)", () => {
    /** An app whose calendar has `source` as its only other source (no subscribers). */
    const withSource = (source: CalendarEntrySource) =>
      ctx().buildApp({
        modules: apiModules.map((module) =>
          module.prefix === "/reservations"
            ? { prefix: module.prefix, routes: withOptions(reservationRoutes, { calendarSources: [source] }) }
            : module,
        ),
      });

    it("merges the blocks of every source by start; a subscriber's entry is virtual", async () => {
      const stamp = new Date("2026-01-10T10:00:00.000Z");
      const app = withSource(async (_app, week) =>
        week.days.includes("2026-03-05")
          ? [
              subscriptionEntry(week.facility, {
                subscriberId: 7,
                pitch: { id: 99, name: "Saha 1" },
                contactName: "Düzenli Müşteri",
                contactPhone: "5551112233",
                contactEmail: null,
                notes: null,
                date: "2026-03-05",
                startTime: "18:00",
                endTime: "20:00",
                createdAt: stamp,
                updatedAt: stamp,
              }),
            ]
          : [],
      );
      const data = await calendar(owner, url(night), app);
      expect(data.items.map((item) => item.key)).toEqual([
        `reservation-${r.mondayAfternoon.id}`,
        "subscription-7-2026-03-05-18:00",
        `reservation-${r.byUser.id}`,
        `reservation-${r.sundayLate.id}`,
        `reservation-${r.sundayPastMidnight.id}`,
      ]);
      expect(data.items[1]).toMatchObject({
        id: null,
        reservationNumber: null,
        isSubscription: true,
        subscriberId: 7,
        day: "2026-03-05",
        status: "confirmed",
        paymentStatus: "paid",
        paymentMethod: "onsite",
        totalPrice: 0,
        notes: m.subscriptionNote,
        startsAt: "2026-03-05T15:00:00.000Z",
        endsAt: "2026-03-05T17:00:00.000Z",
      });
    });
  });
});
