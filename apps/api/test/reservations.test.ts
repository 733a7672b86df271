import {
  addDays,
  facilityMessages,
  httpMessages,
  reservationMessages as m,
  reservationSchema,
  type Reservation,
} from "@halisaha/data/contract";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db";
import { reservations } from "../src/db/schema";
import { RESERVATION_NUMBER_PATTERN } from "../src/modules/reservations/service";
import {
  describeRaces,
  describeReservations,
  FRIDAY,
  NOW,
  SATURDAY,
  SUNDAY,
  THURSDAY,
  TODAY,
  type Cast,
} from "./helpers/reservation-suite";
import {
  book,
  bookingBody,
  createAccount,
  createFacility,
  get,
  hours,
  postReservation,
  weekOf,
  type Account,
} from "./helpers/reservations";

async function rowsAt(db: Db, facilityId: number, date: string, startTime: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.facilityId, facilityId),
        eq(reservations.date, date),
        eq(reservations.startTime, startTime),
      ),
    );
  return row?.n ?? -1;
}

describeReservations(
  "reservations: booking",
  (ctx) => {
    const ids = {
      priced: 0,
      hourlyOnly: 0,
      bigDeposit: 0,
      late: 0,
      closedSunday: 0,
      inactive: 0,
      pending: 0,
      deleted: 0,
      otherOwners: 0,
    };
    let { owner, otherOwner, admin, user } = {} as Cast;

    beforeAll(async () => {
      const { db, cast } = ctx();
      ({ owner, otherOwner, admin, user } = cast);
      ids.priced = await createFacility(db, owner.id, {
        pricePerHour: 1000,
        weekendPricePerHour: 1300,
        depositAmount: 300,
      });
      ids.hourlyOnly = await createFacility(db, owner.id, { pricePerHour: 900 });
      ids.bigDeposit = await createFacility(db, owner.id, { pricePerHour: 500, depositAmount: 2000 });
      ids.late = await createFacility(db, owner.id, {
        workingHours: weekOf(hours(15, 26)),
        pricePerHour: 800,
        weekendPricePerHour: 1000,
      });
      ids.closedSunday = await createFacility(db, owner.id, { workingHours: weekOf(hours(9, 22), [7]) });
      ids.inactive = await createFacility(db, owner.id, { status: "inactive" });
      ids.pending = await createFacility(db, owner.id, { status: "pending" });
      ids.deleted = await createFacility(db, owner.id, { deletedAt: new Date(NOW) });
      ids.otherOwners = await createFacility(db, otherOwner.id);
    });

    const post = (account: Account | undefined, body: unknown) => postReservation(ctx().app, account, body);

    function expectFieldError(
      response: Awaited<ReturnType<typeof post>>,
      status: number,
      field: string,
      message: string,
    ) {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual({ success: false, message, data: { errors: [{ field, message }] } });
    }

    describe("POST /api/reservations by a user", () => {
      it("books a weekday hour at the hourly price with the deposit: pending, unpaid, ends an hour later", async () => {
        const response = await post(
          user,
          bookingBody(ids.priced, THURSDAY, "18:00", { notes: "Kaleci lazım" }),
        );

        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().success).toBe(true);
        expect(response.json().message).toBe(m.created);
        const reservation = reservationSchema.parse(response.json().data.items);
        expect(reservation.reservationNumber).toMatch(RESERVATION_NUMBER_PATTERN);
        expect(reservation).toMatchObject({
          facilityId: ids.priced,
          facility: { id: ids.priced, address: "Spor Cad. No:1", phone: "2165550000" },
          user: {
            firstName: "Şükrü",
            lastName: "Öztürk",
            email: user.row.email,
            phoneNumber: user.row.phoneNumber,
          },
          date: THURSDAY,
          startTime: "18:00",
          endTime: "19:00",
          startsAt: "2026-03-05T15:00:00.000Z",
          endsAt: "2026-03-05T16:00:00.000Z",
          fieldSize: "7v7",
          status: "pending",
          paymentStatus: "unpaid",
          paymentMethod: "creditCard",
          totalPrice: 1000,
          depositAmount: 300,
          paidAmount: 0,
          contactName: "Şükrü Öztürk",
          contactEmail: "sukru@example.com",
          contactPhone: "5551234567",
          notes: "Kaleci lazım",
          isManualByOwner: false,
          createdAt: NOW,
        });
      });

      it("asks the weekend price on Saturday and Sunday, the hourly price when there is none", async () => {
        const { app } = ctx();
        expect((await book(app, user, ids.priced, SATURDAY, "10:00")).totalPrice).toBe(1300);
        expect((await book(app, user, ids.priced, SUNDAY, "10:00")).totalPrice).toBe(1300);
        expect((await book(app, user, ids.priced, FRIDAY, "10:00")).totalPrice).toBe(1000);
        expect((await book(app, user, ids.hourlyOnly, SATURDAY, "10:00")).totalPrice).toBe(900);
      });

      it("caps the deposit at the price and asks none when the facility has none", async () => {
        const { app } = ctx();
        expect(await book(app, user, ids.bigDeposit, THURSDAY, "10:00")).toMatchObject({
          totalPrice: 500,
          depositAmount: 500,
        });
        expect(await book(app, user, ids.hourlyOnly, THURSDAY, "10:00")).toMatchObject({
          totalPrice: 900,
          depositAmount: 0,
        });
      });

      it("ignores the amounts, end time and statuses a client sends", async () => {
        const reservation = await book(ctx().app, user, ids.priced, THURSDAY, "11:00", {
          totalPrice: 1,
          depositAmount: 0,
          endTime: "23:00",
          status: "confirmed",
          paymentStatus: "paid",
          paymentMethod: "onsite",
        });

        expect(reservation).toMatchObject({
          totalPrice: 1000,
          depositAmount: 300,
          paidAmount: 0,
          endTime: "12:00",
          status: "pending",
          paymentStatus: "unpaid",
          paymentMethod: "onsite",
        });
      });

      it("books hours past midnight by their calendar date, at that date's price", async () => {
        const { app } = ctx();
        // Friday night's 01:00 is Saturday 01:00: the weekend price.
        const saturdayNight = await book(app, user, ids.late, SATURDAY, "01:00");
        expect(saturdayNight).toMatchObject({
          date: SATURDAY,
          startTime: "01:00",
          endTime: "02:00",
          startsAt: "2026-03-06T22:00:00.000Z",
          totalPrice: 1000,
        });
        // Thursday night's 02:00 is Friday 02:00: a weekday hour.
        expect(await book(app, user, ids.late, FRIDAY, "02:00")).toMatchObject({
          date: FRIDAY,
          startTime: "02:00",
          endTime: "03:00",
          totalPrice: 800,
        });
      });

      it("refuses closed hours and closed days", async () => {
        expectFieldError(
          await post(user, bookingBody(ids.late, FRIDAY, "10:00")),
          400,
          "startTime",
          m.slotClosed,
        );
        expectFieldError(
          await post(user, bookingBody(ids.late, FRIDAY, "03:00")),
          400,
          "startTime",
          m.slotClosed,
        );
        expectFieldError(
          await post(user, bookingBody(ids.priced, THURSDAY, "23:00")),
          400,
          "startTime",
          m.slotClosed,
        );
        expectFieldError(
          await post(user, bookingBody(ids.closedSunday, SUNDAY, "10:00")),
          400,
          "startTime",
          m.slotClosed,
        );
        expect(await book(ctx().app, user, ids.closedSunday, SATURDAY, "10:00")).toMatchObject({
          date: SATURDAY,
        });
      });

      it("refuses hours that have started, earlier days and days beyond the horizon", async () => {
        expectFieldError(
          await post(user, bookingBody(ids.priced, TODAY, "11:00")),
          400,
          "startTime",
          m.slotPast,
        );
        expectFieldError(
          await post(user, bookingBody(ids.priced, TODAY, "12:00")),
          400,
          "startTime",
          m.slotPast,
        );
        expectFieldError(
          await post(user, bookingBody(ids.priced, addDays(TODAY, -1), "15:00")),
          400,
          "date",
          m.datePast,
        );
        expectFieldError(
          await post(user, bookingBody(ids.priced, addDays(TODAY, 91), "15:00")),
          400,
          "date",
          m.dateTooFar,
        );

        expect(await book(ctx().app, user, ids.priced, TODAY, "13:00")).toMatchObject({ date: TODAY });
        expect(await book(ctx().app, user, ids.priced, addDays(TODAY, 90), "15:00")).toMatchObject({
          date: addDays(TODAY, 90),
        });
      });

      it("never gives one hour twice: the second booking gets 409 and nothing is written", async () => {
        const { app, database } = ctx();
        const other = await createAccount(app, database.db);
        await book(app, user, ids.priced, THURSDAY, "20:00");

        const second = await post(other, bookingBody(ids.priced, THURSDAY, "20:00"));

        expect(second.statusCode).toBe(409);
        expect(second.json()).toEqual({
          success: false,
          message: m.slotTaken,
          data: { errors: [{ field: "startTime", message: m.slotTaken }] },
        });
        expect(await rowsAt(database.db, ids.priced, THURSDAY, "20:00")).toBe(1);
      });

      it("asks for a verified phone (403), a token (401) and a valid body (400, Turkish field errors)", async () => {
        const { app, database } = ctx();
        const unverified = await createAccount(app, database.db, { phoneVerified: false });

        const refused = await post(unverified, bookingBody(ids.priced, THURSDAY, "21:00"));
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(m.phoneNotVerified);
        const guest = await post(undefined, bookingBody(ids.priced, THURSDAY, "21:00"));
        expect(guest.statusCode).toBe(401);
        expect(await rowsAt(database.db, ids.priced, THURSDAY, "21:00")).toBe(0);

        const empty = await post(user, {});
        expect(empty.statusCode).toBe(400);
        expect(empty.json().data.errors).toEqual([
          { field: "facilityId", message: "Tesis seçimi zorunludur" },
          { field: "date", message: m.dateRequired },
          { field: "startTime", message: m.slotRequired },
          { field: "contactName", message: m.nameRequired },
          { field: "contactPhone", message: m.phoneRequired },
        ]);
        const bad = await post(
          user,
          bookingBody(ids.priced, "2026-02-30", "18:30", {
            paymentMethod: "cash",
            contactEmail: "sukru",
            contactPhone: "12",
          }),
        );
        expect(bad.statusCode).toBe(400);
        expect(bad.json().data.errors).toEqual([
          { field: "date", message: m.dateInvalid },
          { field: "startTime", message: m.invalidStartTime },
          { field: "paymentMethod", message: m.paymentMethodRequired },
          { field: "contactEmail", message: m.emailInvalid },
          { field: "contactPhone", message: m.phoneInvalid },
        ]);
        const noEmail = await post(user, bookingBody(ids.priced, THURSDAY, "21:00", { contactEmail: "" }));
        expect(noEmail.statusCode).toBe(400);
        expect(noEmail.json()).toEqual({
          success: false,
          message: httpMessages.badRequest,
          data: { errors: [{ field: "contactEmail", message: m.emailRequired }] },
        });
        expect((await post(user, bookingBody(0, THURSDAY, "21:00"))).json().data.errors).toEqual([
          { field: "facilityId", message: facilityMessages.invalidId },
        ]);
      });

      it("does not book facilities that are inactive, pending, deleted or unknown", async () => {
        for (const id of [ids.inactive, ids.pending, ids.deleted, 2_000_000_000]) {
          const response = await post(user, bookingBody(id, THURSDAY, "18:00"));
          expect(response.statusCode).toBe(404);
          expect(response.json().message).toBe(facilityMessages.notFound);
        }
        // Its owner and admins see an inactive facility, and are told it takes no bookings.
        for (const [account, manual] of [
          [admin, false],
          [owner, true],
        ] as const) {
          const response = await post(
            account,
            bookingBody(ids.inactive, THURSDAY, "18:00", { isManualByOwner: manual }),
          );
          expect(response.statusCode).toBe(409);
          expect(response.json().message).toBe(m.facilityNotBookable);
        }
        const deleted = await post(
          owner,
          bookingBody(ids.deleted, THURSDAY, "18:00", { isManualByOwner: true }),
        );
        expect(deleted.statusCode).toBe(404);
      });
    });

    describe("manual bookings by the facility's owner", () => {
      const manual = (
        facilityId: number,
        date: string,
        startTime: string,
        more: Record<string, unknown> = {},
      ) =>
        bookingBody(facilityId, date, startTime, {
          isManualByOwner: true,
          contactEmail: undefined,
          contactName: "Yürüyen Müşteri",
          contactPhone: "05321234567",
          ...more,
        });

      it("need no verified phone and start confirmed and unpaid, at the server's price, with no user", async () => {
        const response = await post(owner, manual(ids.priced, SATURDAY, "18:00", { totalPrice: 50 }));

        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().message).toBe(m.created);
        expect(reservationSchema.parse(response.json().data.items)).toMatchObject({
          status: "confirmed",
          paymentStatus: "unpaid",
          isManualByOwner: true,
          user: null,
          contactEmail: null,
          contactName: "Yürüyen Müşteri",
          contactPhone: "05321234567",
          totalPrice: 1300,
          depositAmount: 300,
          paidAmount: 0,
        });
      });

      it("take the status and payment status sent", async () => {
        const reservation = await book(
          ctx().app,
          owner,
          ids.priced,
          SATURDAY,
          "19:00",
          manual(ids.priced, SATURDAY, "19:00", { status: "pending", paymentStatus: "paid" }),
        );
        expect(reservation).toMatchObject({ status: "pending", paymentStatus: "paid", paidAmount: 0 });
      });

      it("may record an hour of today that has started, not an earlier day, and never a cancelled booking", async () => {
        const { app } = ctx();
        expect(
          await book(app, owner, ids.priced, TODAY, "10:00", manual(ids.priced, TODAY, "10:00")),
        ).toMatchObject({
          status: "confirmed",
        });
        expect(
          await book(
            app,
            owner,
            ids.priced,
            TODAY,
            "11:00",
            manual(ids.priced, TODAY, "11:00", { status: "completed" }),
          ),
        ).toMatchObject({ status: "completed" });

        expectFieldError(
          await post(owner, manual(ids.priced, addDays(TODAY, -1), "10:00")),
          400,
          "date",
          m.datePast,
        );
        expectFieldError(
          await post(owner, manual(ids.priced, TODAY, "15:00", { status: "completed" })),
          400,
          "status",
          m.cannotComplete,
        );
        expectFieldError(
          await post(owner, manual(ids.priced, TODAY, "16:00", { status: "cancelled" })),
          400,
          "status",
          m.invalidStatus,
        );
      });

      it("still obey closed hours and the one-booking-per-hour rule", async () => {
        const { app } = ctx();
        await book(app, user, ids.priced, SUNDAY, "18:00");

        const clash = await post(owner, manual(ids.priced, SUNDAY, "18:00"));
        expect(clash.statusCode).toBe(409);
        expect(clash.json().message).toBe(m.slotTaken);
        expectFieldError(
          await post(owner, manual(ids.priced, SUNDAY, "07:00")),
          400,
          "startTime",
          m.slotClosed,
        );
      });

      it("are only for the facility's owner and admins (403 for anyone else)", async () => {
        for (const account of [user, otherOwner]) {
          const response = await post(account, manual(ids.priced, SUNDAY, "19:00"));
          expect(response.statusCode).toBe(403);
          expect(response.json().message).toBe(httpMessages.forbidden);
        }
        expect(
          await book(ctx().app, admin, ids.priced, SUNDAY, "19:00", manual(ids.priced, SUNDAY, "19:00")),
        ).toMatchObject({
          isManualByOwner: true,
          status: "confirmed",
        });
        expect(
          await book(
            ctx().app,
            otherOwner,
            ids.otherOwners,
            SUNDAY,
            "19:00",
            manual(ids.otherOwners, SUNDAY, "19:00"),
          ),
        ).toMatchObject({ isManualByOwner: true });
      });
    });

    describe("reading reservations", () => {
      let booked: Reservation;
      let booker: Account;

      beforeAll(async () => {
        const { app, database } = ctx();
        booker = await createAccount(app, database.db);
        booked = await book(app, booker, ids.priced, addDays(TODAY, 10), "09:00");
      });

      it("shows a reservation to its user, the facility's owner and admins as data", async () => {
        for (const account of [booker, owner, admin]) {
          const response = await get(ctx().app, `/api/reservations/${booked.id}`, account);
          expect(response.statusCode, response.body).toBe(200);
          expect(response.json().data).toEqual(booked);
        }
      });

      it("answers 404 to other users and other owners, 401 to guests, 400 to a bad id", async () => {
        const { app, database } = ctx();
        const stranger = await createAccount(app, database.db);
        for (const account of [stranger, otherOwner]) {
          const response = await get(app, `/api/reservations/${booked.id}`, account);
          expect(response.statusCode).toBe(404);
          expect(response.json().message).toBe(m.notFound);
        }
        expect((await get(app, `/api/reservations/${booked.id}`)).statusCode).toBe(401);
        expect((await get(app, "/api/reservations/2000000000", booker)).statusCode).toBe(404);
        const bad = await get(app, "/api/reservations/abc", booker);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().data.errors).toEqual([{ field: "id", message: m.invalidId }]);
      });

      it("lists the caller's own reservations, latest start first, by status and page", async () => {
        const { app, database } = ctx();
        const me = await createAccount(app, database.db);
        const first = await book(app, me, ids.hourlyOnly, addDays(TODAY, 3), "14:00");
        const second = await book(app, me, ids.hourlyOnly, addDays(TODAY, 5), "14:00");
        const third = await book(app, me, ids.hourlyOnly, addDays(TODAY, 4), "14:00");
        await book(app, user, ids.hourlyOnly, addDays(TODAY, 6), "14:00");
        const cancel = await app.inject({
          method: "PATCH",
          url: `/api/reservations/${third.id}/cancel`,
          headers: { authorization: `Bearer ${me.token}` },
        });
        expect(cancel.statusCode).toBe(200);

        const all = await get(app, "/api/reservations/user", me);
        expect(all.statusCode).toBe(200);
        expect(all.json().data).toMatchObject({ count: 3, totalPages: 1 });
        expect(all.json().data.items.map((r: Reservation) => r.id)).toEqual([second.id, third.id, first.id]);

        const pending = await get(app, "/api/reservations/user?status=pending", me);
        expect(pending.json().data.items.map((r: Reservation) => r.id)).toEqual([second.id, first.id]);
        const cancelled = await get(app, "/api/reservations/user?status=cancelled", me);
        expect(cancelled.json().data.items.map((r: Reservation) => r.id)).toEqual([third.id]);

        const paged = await get(app, "/api/reservations/user?limit=2&offset=2", me);
        expect(paged.json().data).toMatchObject({ count: 3, totalPages: 2 });
        expect(paged.json().data.items.map((r: Reservation) => r.id)).toEqual([first.id]);

        const bad = await get(app, "/api/reservations/user?status=late&limit=0", me);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().data.errors.map((e: { field: string }) => e.field)).toEqual(["status", "limit"]);
        expect((await get(app, "/api/reservations/user")).statusCode).toBe(401);
      });
    });
  },
  { ownerPhoneVerified: false },
);

describeRaces("reservations: racing bookings", (ctx) => {
  it("gives one slot to exactly one of 20 simultaneous bookings from two API instances", async () => {
    const { first, second: secondApp, db } = ctx();
    const owner = await createAccount(first.app, db, { role: "facility_owner" });
    const facilityId = await createFacility(db, owner.id);
    const players = await Promise.all(Array.from({ length: 20 }, () => createAccount(first.app, db)));

    const responses = await Promise.all(
      players.map((player, i) =>
        postReservation(
          i % 2 === 0 ? first.app : secondApp,
          player,
          bookingBody(facilityId, THURSDAY, "19:00"),
        ),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().message).toBe(m.slotTaken);
    expect(await rowsAt(db, facilityId, THURSDAY, "19:00")).toBe(1);
  });

  it("books 14 different hours at once from two API instances, each under its own number", async () => {
    const { first, second: secondApp, db } = ctx();
    const owner = await createAccount(first.app, db, { role: "facility_owner" });
    const facilityId = await createFacility(db, owner.id);
    const players = await Promise.all(Array.from({ length: 14 }, () => createAccount(first.app, db)));

    const responses = await Promise.all(
      players.map((player, i) =>
        postReservation(
          i % 2 === 0 ? first.app : secondApp,
          player,
          bookingBody(facilityId, FRIDAY, hours(9, 22)[i]!),
        ),
      ),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(Array(14).fill(201));
    const numbers = responses.map((response) => response.json().data.items.reservationNumber as string);
    expect(new Set(numbers).size).toBe(14);
  });
});
