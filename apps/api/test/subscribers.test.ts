import {
  facilityMessages,
  httpMessages,
  reservationMessages,
  subscriberExceptionMessages as em,
  subscriberMessages as m,
  subscriberSchema,
  type Subscriber,
} from "@halisaha/data/contract";
import { beforeAll, expect, it } from "vitest";
import { bearer } from "./helpers/accounts";
import { describeReservations, FRIDAY, SATURDAY, type Cast } from "./helpers/reservation-suite";
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
import {
  addException,
  deleteException,
  deleteSubscriber,
  postSubscriber,
  putSubscriber,
  regular,
  takenHours,
} from "./helpers/subscribers";

// Now is Wednesday 4 March 2026, 12:30 in Istanbul; next Tuesday is 10 March.
const TUESDAY = "2026-03-10";
const NEXT_TUESDAY = "2026-03-17";
/** JSON headers only with a body, as the web client sends them. */
function headersOf(account: Account, request: { payload?: unknown }) {
  return request.payload === undefined ? bearer(account.token) : account.headers;
}

describeReservations("subscribers: who may read and write", (ctx) => {
  let { owner, otherOwner, admin, user: player } = {} as Cast;
  let facilityId: number;
  let subscriber: Subscriber;
  let exceptionId: number;

  beforeAll(async () => {
    const { app, database, cast } = ctx();
    ({ owner, otherOwner, admin, user: player } = cast);
    facilityId = await createFacility(database.db, owner.id);
    const created = await postSubscriber(app, owner, regular(facilityId));
    expect(created.statusCode, created.body).toBe(201);
    subscriber = created.json().data.items;
    const exception = await addException(app, owner, {
      subscriberId: subscriber.id,
      exceptionDate: TUESDAY,
    });
    expect(exception.statusCode, exception.body).toBe(201);
    exceptionId = exception.json().data.items.id;
  });

  const requests = () => [
    { method: "GET" as const, url: `/api/subscribers/facility/${facilityId}` },
    { method: "POST" as const, url: "/api/subscribers", payload: regular(facilityId, { dayOfWeek: 3 }) },
    { method: "PUT" as const, url: `/api/subscribers/${subscriber.id}`, payload: regular(facilityId) },
    { method: "GET" as const, url: `/api/subscribers/${subscriber.id}/exceptions?t=1` },
    {
      method: "POST" as const,
      url: "/api/subscribers/exception?t=1",
      payload: { subscriberId: subscriber.id, exceptionDate: NEXT_TUESDAY },
    },
    { method: "DELETE" as const, url: `/api/subscribers/exception/${exceptionId}` },
    { method: "DELETE" as const, url: `/api/subscribers/${subscriber.id}` },
  ];

  it("answers a guest 401 on every endpoint", async () => {
    for (const request of requests()) {
      const response = await ctx().app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json().message).toBe(httpMessages.unauthorized);
    }
  });

  it("answers a player 403 on every endpoint", async () => {
    for (const request of requests()) {
      const response = await ctx().app.inject({ ...request, headers: headersOf(player, request) });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json().message).toBe(httpMessages.forbidden);
    }
  });

  it("answers another owner 404 on every endpoint, never revealing the subscriber", async () => {
    for (const request of requests()) {
      const response = await ctx().app.inject({ ...request, headers: headersOf(otherOwner, request) });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect([facilityMessages.notFound, m.notFound, em.notFound]).toContain(response.json().message);
    }
  });

  it("lets an admin read and write every facility's subscribers", async () => {
    const list = await get(ctx().app, `/api/subscribers/facility/${facilityId}`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((s: Subscriber) => s.id)).toEqual([subscriber.id]);
    const edit = await putSubscriber(
      ctx().app,
      admin,
      subscriber.id,
      regular(facilityId, { notes: "Yönetici" }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.items.notes).toBe("Yönetici");
  });

  it("answers 404 for an unknown facility, subscriber and exception, 400 for a bad id", async () => {
    const { app } = ctx();
    expect((await get(app, "/api/subscribers/facility/999999", owner)).statusCode).toBe(404);
    expect((await get(app, "/api/subscribers/999999/exceptions", owner)).statusCode).toBe(404);
    expect((await deleteSubscriber(app, owner, 999999)).statusCode).toBe(404);
    expect((await deleteException(app, owner, 999999)).statusCode).toBe(404);
    const bad = await get(app, "/api/subscribers/facility/abc", owner);
    expect(bad.statusCode).toBe(400);
    const badSubscriber = await deleteSubscriber(app, owner, "x");
    expect(badSubscriber.statusCode).toBe(400);
    expect(badSubscriber.json().data.errors).toEqual([{ field: "id", message: m.invalidId }]);
  });
});

describeReservations("subscribers: create, read, edit, delete", (ctx) => {
  let { owner } = {} as Cast;
  let facilityId: number;
  let lateFacilityId: number;

  beforeAll(async () => {
    const { database, cast } = ctx();
    ({ owner } = cast);
    facilityId = await createFacility(database.db, owner.id);
    // Open 15:00-03:00 every day except Sunday.
    lateFacilityId = await createFacility(database.db, owner.id, {
      workingHours: weekOf(hours(15, 26), [7]),
    });
  });

  it("creates a subscriber with all its fields and lists it", async () => {
    const { app } = ctx();
    const response = await postSubscriber(
      app,
      owner,
      regular(facilityId, { contactEmail: "ahmet@example.com", notes: "Kaleci getiriyor", dayOfWeek: "2" }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(m.created);
    const created = subscriberSchema.parse(response.json().data.items);
    expect(created).toMatchObject({
      facilityId,
      contactName: "Ahmet Yılmaz",
      contactPhone: "5321234567",
      contactEmail: "ahmet@example.com",
      dayOfWeek: 2,
      dayName: "Salı",
      startTime: "20:00",
      endTime: "21:00",
      notes: "Kaleci getiriyor",
      status: "active",
      exceptions: [],
    });

    const list = await get(app, `/api/subscribers/facility/${facilityId}`, owner);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ count: 1, totalPages: 1 });
    expect(list.json().data.items[0]).toEqual(created);
  });

  it("edits every field, and moving to another day drops the exceptions of the old day", async () => {
    const { app } = ctx();
    const created: Subscriber = (
      await postSubscriber(app, owner, regular(facilityId, { dayOfWeek: 4 }))
    ).json().data.items;
    const thursday = "2026-03-12";
    expect(
      (await addException(app, owner, { subscriberId: created.id, exceptionDate: thursday })).statusCode,
    ).toBe(201);
    const response = await putSubscriber(app, owner, created.id, {
      contactName: "Mehmet Kaya",
      contactPhone: "0532 765 43 21",
      contactEmail: "",
      dayOfWeek: 5,
      startTime: "18:00:00",
      endTime: "20:00",
      notes: "",
      status: "inactive",
      facilityId: 999,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(m.updated);
    expect(response.json().data.items).toMatchObject({
      facilityId,
      contactName: "Mehmet Kaya",
      contactPhone: "05327654321",
      contactEmail: null,
      dayOfWeek: 5,
      dayName: "Cuma",
      startTime: "18:00",
      endTime: "20:00",
      notes: null,
      status: "inactive",
      exceptions: [],
    });
  });

  it("deletes a subscriber with its exceptions", async () => {
    const { app } = ctx();
    const created: Subscriber = (
      await postSubscriber(app, owner, regular(facilityId, { dayOfWeek: 1 }))
    ).json().data.items;
    await addException(app, owner, { subscriberId: created.id, exceptionDate: "2026-03-09" });
    const response = await deleteSubscriber(app, owner, created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: m.deleted, data: { id: created.id } });
    expect((await get(app, `/api/subscribers/${created.id}/exceptions`, owner)).statusCode).toBe(404);
    expect((await deleteSubscriber(app, owner, created.id)).statusCode).toBe(404);
  });

  it("refuses missing and malformed fields with Turkish field errors", async () => {
    const { app } = ctx();
    const empty = await postSubscriber(app, owner, { facilityId });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.errors).toEqual(
      expect.arrayContaining([
        { field: "contactName", message: m.nameRequired },
        { field: "contactPhone", message: m.phoneRequired },
        { field: "dayOfWeek", message: m.dayRequired },
        { field: "startTime", message: m.startRequired },
        { field: "endTime", message: m.endRequired },
      ]),
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ dayOfWeek: 0 }, "dayOfWeek", m.dayInvalid],
      [{ dayOfWeek: 8 }, "dayOfWeek", m.dayInvalid],
      [{ dayOfWeek: "Salı" }, "dayOfWeek", m.dayInvalid],
      [{ startTime: "20:30" }, "startTime", m.timeInvalid],
      [{ endTime: "24:00" }, "endTime", m.timeInvalid],
      [{ endTime: "20:00" }, "endTime", m.rangeEmpty],
      [{ contactPhone: "123" }, "contactPhone", m.phoneInvalid],
      [{ contactEmail: "not-an-email" }, "contactEmail", m.emailInvalid],
      [{ status: "paused" }, "status", m.statusInvalid],
      [{ notes: "x".repeat(501) }, "notes", m.notesTooLong],
      [{ facilityId: "abc" }, "facilityId", m.facilityInvalid],
    ];
    for (const [change, field, message] of cases) {
      const response = await postSubscriber(app, owner, regular(facilityId, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().data.errors, JSON.stringify(change)).toContainEqual({ field, message });
    }
    const put = await putSubscriber(app, owner, 1, { ...regular(facilityId), startTime: "" });
    expect(put.statusCode).toBe(400);
  });

  it("refuses hours outside the working hours, and a reversed range unless the facility is open past midnight", async () => {
    const { app } = ctx();
    const early = await postSubscriber(
      app,
      owner,
      regular(facilityId, { startTime: "07:00", endTime: "09:00" }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().data.errors).toEqual([{ field: "startTime", message: m.hoursClosed }]);
    expect(early.json().message).toBe(m.hoursClosed);

    const reversed = await postSubscriber(
      app,
      owner,
      regular(facilityId, { startTime: "21:00", endTime: "20:00" }),
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().data.errors).toEqual([{ field: "endTime", message: m.rangeReversed }]);

    const pastClosing = await postSubscriber(
      app,
      owner,
      regular(facilityId, { startTime: "22:00", endTime: "01:00" }),
    );
    expect(pastClosing.statusCode).toBe(400);
    expect(pastClosing.json().data.errors).toEqual([{ field: "endTime", message: m.rangeReversed }]);

    const lateSaturday = await postSubscriber(
      app,
      owner,
      regular(lateFacilityId, { dayOfWeek: 6, startTime: "01:00", endTime: "04:00" }),
    );
    expect(lateSaturday.statusCode).toBe(400);

    const closedSunday = await postSubscriber(app, owner, regular(lateFacilityId, { dayOfWeek: 7 }));
    expect(closedSunday.statusCode).toBe(400);
  });

  it("lets hours run past midnight when the facility is open then, blocking the next date's early hours", async () => {
    const { app } = ctx();
    const response = await postSubscriber(
      app,
      owner,
      regular(lateFacilityId, { dayOfWeek: 5, startTime: "23:00", endTime: "02:00" }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.items).toMatchObject({
      dayName: "Cuma",
      startTime: "23:00",
      endTime: "02:00",
    });
    // Business day Friday lists 23:00 on Friday's date and 00:00-02:00 on Saturday's.
    const friday = await takenHours(app, lateFacilityId, FRIDAY);
    expect(friday).toEqual(["23:00", "00:00", "01:00"]);
    // Saturday's own evening is free; a booking of Saturday 00:00 (Friday night) is refused.
    expect(await takenHours(app, lateFacilityId, SATURDAY)).toEqual([]);
    const player = await createAccount(app, ctx().database.db);
    const night = await postReservation(app, player, bookingBody(lateFacilityId, SATURDAY, "01:00"));
    expect(night.statusCode).toBe(409);
    expect(night.json().message).toBe(reservationMessages.slotTaken);
    await book(app, player, lateFacilityId, SATURDAY, "02:00");
  });

  it("starts a range past midnight on the next date when it starts in the small hours", async () => {
    const { app } = ctx();
    const response = await postSubscriber(
      app,
      owner,
      regular(lateFacilityId, { dayOfWeek: 3, startTime: "01:00", endTime: "03:00" }),
    );
    expect(response.statusCode, response.body).toBe(201);
    // Business day Wednesday 11 March: 01:00 and 02:00 of Thursday 12 March.
    expect(await takenHours(app, lateFacilityId, "2026-03-11")).toEqual(["01:00", "02:00"]);
    expect(await takenHours(app, lateFacilityId, "2026-03-12")).toEqual([]);
  });
});

describeReservations("subscribers: availability and exception days", (ctx) => {
  let { owner, user: player } = {} as Cast;
  let facilityId: number;
  let subscriber: Subscriber;

  beforeAll(async () => {
    const { app, database, cast } = ctx();
    ({ owner, user: player } = cast);
    facilityId = await createFacility(database.db, owner.id);
    const response = await postSubscriber(app, owner, regular(facilityId, { endTime: "22:00" }));
    expect(response.statusCode, response.body).toBe(201);
    subscriber = response.json().data.items;
  });

  it("blocks the subscriber's hours on every Tuesday, in the slot list and for bookings", async () => {
    const { app } = ctx();
    expect(await takenHours(app, facilityId, TUESDAY)).toEqual(["20:00", "21:00"]);
    expect(await takenHours(app, facilityId, NEXT_TUESDAY)).toEqual(["20:00", "21:00"]);
    expect(await takenHours(app, facilityId, "2026-03-11")).toEqual([]);
    for (const startTime of ["20:00", "21:00"]) {
      const response = await postReservation(app, player, bookingBody(facilityId, TUESDAY, startTime));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(reservationMessages.slotTaken);
      expect(response.json().data.errors).toEqual([
        { field: "startTime", message: reservationMessages.slotTaken },
      ]);
    }
    // The owner's manual booking is refused too: the hour is the subscriber's.
    const manual = await postReservation(
      app,
      owner,
      bookingBody(facilityId, TUESDAY, "20:00", { isManualByOwner: true, contactEmail: "" }),
    );
    expect(manual.statusCode).toBe(409);
    await book(app, player, facilityId, TUESDAY, "19:00");
    await book(app, player, facilityId, TUESDAY, "22:00");
  });

  it("validates exception dates: the subscriber's weekday, not past, once", async () => {
    const { app } = ctx();
    const wrongDay = await addException(app, owner, {
      subscriberId: subscriber.id,
      exceptionDate: "2026-03-11",
    });
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().data.errors).toEqual([
      { field: "exceptionDate", message: "İstisna tarihi abonenin günü olan Salı gününe denk gelmelidir" },
    ]);
    const past = await addException(app, owner, {
      subscriberId: subscriber.id,
      exceptionDate: "2026-03-03",
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().data.errors).toEqual([{ field: "exceptionDate", message: em.datePast }]);
    const missing = await addException(app, owner, { subscriberId: subscriber.id });
    expect(missing.json().data.errors).toEqual([{ field: "exceptionDate", message: em.dateRequired }]);
    const invalid = await addException(app, owner, {
      subscriberId: subscriber.id,
      exceptionDate: "2026-02-30",
    });
    expect(invalid.json().data.errors).toEqual([{ field: "exceptionDate", message: em.dateInvalid }]);
    const noSubscriber = await addException(app, owner, { exceptionDate: TUESDAY });
    expect(noSubscriber.json().data.errors).toEqual([
      { field: "subscriberId", message: em.subscriberRequired },
    ]);
  });

  it("frees the hours on an exception date only, and books them then", async () => {
    const { app } = ctx();
    const added = await addException(app, owner, {
      subscriberId: subscriber.id,
      exceptionDate: TUESDAY,
      notes: "Bayram",
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      message: em.added,
      data: {
        items: { subscriberId: subscriber.id, exceptionDate: TUESDAY, isAvailable: true, notes: "Bayram" },
      },
    });
    const again = await addException(app, owner, { subscriberId: subscriber.id, exceptionDate: TUESDAY });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(em.duplicate);

    const list = await get(app, `/api/subscribers/${subscriber.id}/exceptions?t=${Date.now()}`, owner);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((e: { exceptionDate: string }) => e.exceptionDate)).toEqual([TUESDAY]);
    const subscribers = await get(app, `/api/subscribers/facility/${facilityId}`, owner);
    expect(subscribers.json().data.items[0].exceptions).toHaveLength(1);

    expect(await takenHours(app, facilityId, TUESDAY)).toEqual(["19:00", "22:00"]);
    expect(await takenHours(app, facilityId, NEXT_TUESDAY)).toEqual(["20:00", "21:00"]);
    await book(app, player, facilityId, TUESDAY, "20:00");
    expect(await takenHours(app, facilityId, TUESDAY)).toEqual(["19:00", "20:00", "22:00"]);

    // The freed hour is booked: removing the exception would double-book it.
    const exceptionId = added.json().data.items.id as number;
    const remove = await deleteException(app, owner, exceptionId);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toContain(em.bookedMeanwhile);
    expect(remove.json().message).toContain("10 Mart 2026");
  });

  it("removes an exception whose hours nobody booked: the subscriber holds the date again", async () => {
    const { app } = ctx();
    const added = await addException(app, owner, {
      subscriberId: subscriber.id,
      exceptionDate: NEXT_TUESDAY,
    });
    expect(await takenHours(app, facilityId, NEXT_TUESDAY)).toEqual([]);
    const remove = await deleteException(app, owner, added.json().data.items.id);
    expect(remove.statusCode).toBe(200);
    expect(remove.json().message).toBe(em.deleted);
    expect(await takenHours(app, facilityId, NEXT_TUESDAY)).toEqual(["20:00", "21:00"]);
  });

  it("frees the hours at once when the subscriber becomes inactive or is deleted", async () => {
    const { app } = ctx();
    const inactive = await putSubscriber(
      app,
      owner,
      subscriber.id,
      regular(facilityId, { endTime: "22:00", status: "inactive" }),
    );
    expect(inactive.statusCode, inactive.body).toBe(200);
    expect(await takenHours(app, facilityId, NEXT_TUESDAY)).toEqual([]);
    const active = await putSubscriber(app, owner, subscriber.id, regular(facilityId, { endTime: "22:00" }));
    expect(active.statusCode, active.body).toBe(200);
    expect(await takenHours(app, facilityId, NEXT_TUESDAY)).toEqual(["20:00", "21:00"]);
    expect((await deleteSubscriber(app, owner, subscriber.id)).statusCode).toBe(200);
    expect(await takenHours(app, facilityId, NEXT_TUESDAY)).toEqual([]);
    await book(app, player, facilityId, NEXT_TUESDAY, "21:00");
  });
});

describeReservations("subscribers: clashes", (ctx) => {
  let { owner, user: player } = {} as Cast;
  let facilityId: number;

  beforeAll(async () => {
    const { database, cast } = ctx();
    ({ owner, user: player } = cast);
    facilityId = await createFacility(database.db, owner.id);
  });

  it("refuses hours that overlap a future booking, naming its date and hours", async () => {
    const { app } = ctx();
    const booked = await book(app, player, facilityId, NEXT_TUESDAY, "19:00");
    const response = await postSubscriber(
      app,
      owner,
      regular(facilityId, { startTime: "18:00", endTime: "20:00" }),
    );
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body.message).toContain(m.clashPrefix);
    expect(body.message).toContain(
      `17 Mart 2026 Salı 19:00 - 20:00 (rezervasyon ${booked.reservationNumber})`,
    );
    expect(body.data.clashes).toEqual([
      expect.objectContaining({
        kind: "reservation",
        date: NEXT_TUESDAY,
        startTime: "19:00",
        endTime: "20:00",
      }),
    ]);
    expect(body.data.errors).toEqual([{ field: "startTime", message: body.message }]);
    // A cancelled booking no longer clashes.
    const cancel = await ctx().app.inject({
      method: "PATCH",
      url: `/api/reservations/${booked.id}/cancel`,
      headers: bearer(player.token),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const retry = await postSubscriber(
      app,
      owner,
      regular(facilityId, { startTime: "18:00", endTime: "20:00" }),
    );
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it("refuses hours that overlap another active subscriber, not an inactive one", async () => {
    const { app } = ctx();
    const response = await postSubscriber(
      app,
      owner,
      regular(facilityId, { contactName: "Can", startTime: "19:00", endTime: "21:00" }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain("her Salı 18:00 - 20:00 (abone: Ahmet Yılmaz)");
    expect(response.json().data.clashes[0]).toMatchObject({
      kind: "subscriber",
      date: null,
      dayName: "Salı",
    });

    const inactive = await postSubscriber(
      app,
      owner,
      regular(facilityId, { contactName: "Can", startTime: "19:00", endTime: "21:00", status: "inactive" }),
    );
    expect(inactive.statusCode, inactive.body).toBe(201);
    const activate = await putSubscriber(
      app,
      owner,
      inactive.json().data.items.id,
      regular(facilityId, { contactName: "Can", startTime: "19:00", endTime: "21:00" }),
    );
    expect(activate.statusCode).toBe(409);
    const adjacent = await postSubscriber(
      app,
      owner,
      regular(facilityId, { contactName: "Deniz", startTime: "20:00", endTime: "21:00" }),
    );
    expect(adjacent.statusCode, adjacent.body).toBe(201);
    // Its own hours never clash with itself on an edit.
    const self = await putSubscriber(
      app,
      owner,
      adjacent.json().data.items.id,
      regular(facilityId, { contactName: "Deniz", startTime: "20:00", endTime: "22:00" }),
    );
    expect(self.statusCode, self.body).toBe(200);
  });

  it("does not count a booking on one of the subscriber's exception dates as a clash when editing", async () => {
    const { app } = ctx();
    const created = await postSubscriber(
      app,
      owner,
      regular(facilityId, { dayOfWeek: 4, startTime: "10:00", endTime: "11:00" }),
    );
    const id = created.json().data.items.id as number;
    await addException(app, owner, { subscriberId: id, exceptionDate: "2026-03-12" });
    await book(app, player, facilityId, "2026-03-12", "10:00");
    const edit = await putSubscriber(
      app,
      owner,
      id,
      regular(facilityId, { dayOfWeek: 4, startTime: "10:00", endTime: "11:00", notes: "Yeni" }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const widened = await putSubscriber(
      app,
      owner,
      id,
      regular(facilityId, { dayOfWeek: 4, startTime: "09:00", endTime: "11:00" }),
    );
    expect(widened.statusCode, widened.body).toBe(200);
  });

  it("ignores past bookings", async () => {
    const { app } = ctx();
    // Today (Wednesday) 10:00 has passed; the owner's walk-in booking of it stays.
    await book(app, owner, facilityId, "2026-03-04", "10:00", { isManualByOwner: true });
    const response = await postSubscriber(
      app,
      owner,
      regular(facilityId, { dayOfWeek: 3, startTime: "09:00", endTime: "11:00" }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});

describeReservations("subscribers: weekly calendar entries", (ctx) => {
  let { owner } = {} as Cast;
  let facilityId: number;
  let lateFacilityId: number;
  let subscriber: Subscriber;

  beforeAll(async () => {
    const { app, database, cast } = ctx();
    ({ owner } = cast);
    facilityId = await createFacility(database.db, owner.id);
    lateFacilityId = await createFacility(database.db, owner.id, { workingHours: weekOf(hours(15, 26)) });
    const created = await postSubscriber(
      app,
      owner,
      regular(facilityId, { endTime: "22:00", contactEmail: "ahmet@example.com" }),
    );
    subscriber = created.json().data.items;
  });

  const week = (id: number, monday: string, sunday: string) =>
    get(
      ctx().app,
      `/api/reservations/weekly-calendar?facilityId=${id}&startDate=${monday}&endDate=${sunday}`,
      owner,
    );

  it("adds a virtual confirmed, paid entry on the subscriber's day of the asked week", async () => {
    const response = await week(facilityId, "2026-03-09", "2026-03-15");
    expect(response.statusCode, response.body).toBe(200);
    const entries = response
      .json()
      .data.items.filter((item: { isSubscription: boolean }) => item.isSubscription);
    expect(entries).toEqual([
      expect.objectContaining({
        id: null,
        isSubscription: true,
        subscriberId: subscriber.id,
        day: TUESDAY,
        date: TUESDAY,
        startTime: "20:00",
        endTime: "22:00",
        startsAt: "2026-03-10T17:00:00.000Z",
        endsAt: "2026-03-10T19:00:00.000Z",
        status: "confirmed",
        paymentStatus: "paid",
        paymentMethod: "onsite",
        totalPrice: 0,
        notes: reservationMessages.subscriptionNote,
        contactName: "Ahmet Yılmaz",
        contactPhone: "5321234567",
        contactEmail: "ahmet@example.com",
      }),
    ]);
  });

  it("leaves the entry out on an exception date and for an inactive subscriber", async () => {
    const { app } = ctx();
    await addException(app, owner, { subscriberId: subscriber.id, exceptionDate: TUESDAY });
    const excepted = await week(facilityId, "2026-03-09", "2026-03-15");
    expect(
      excepted.json().data.items.filter((item: { isSubscription: boolean }) => item.isSubscription),
    ).toEqual([]);
    const following = await week(facilityId, "2026-03-16", "2026-03-22");
    expect(
      following.json().data.items.filter((item: { isSubscription: boolean }) => item.isSubscription),
    ).toHaveLength(1);
    await putSubscriber(
      app,
      owner,
      subscriber.id,
      regular(facilityId, { endTime: "22:00", status: "inactive", notes: "Ara" }),
    );
    const inactive = await week(facilityId, "2026-03-16", "2026-03-22");
    expect(
      inactive.json().data.items.filter((item: { isSubscription: boolean }) => item.isSubscription),
    ).toEqual([]);
  });

  it("puts hours past midnight on their business day, with the subscriber's notes", async () => {
    const { app } = ctx();
    const created = await postSubscriber(
      app,
      owner,
      regular(lateFacilityId, { dayOfWeek: 7, startTime: "01:00", endTime: "02:00", notes: "Gece maçı" }),
    );
    expect(created.statusCode, created.body).toBe(201);
    // Business day Sunday 15 March: 01:00 of Monday 16 March, in the week of 9-15 March.
    const response = await week(lateFacilityId, "2026-03-09", "2026-03-15");
    const entries = response
      .json()
      .data.items.filter((item: { isSubscription: boolean }) => item.isSubscription);
    expect(entries).toEqual([
      expect.objectContaining({
        day: "2026-03-15",
        date: "2026-03-16",
        startTime: "01:00",
        notes: "Gece maçı",
      }),
    ]);
    const next = await week(lateFacilityId, "2026-03-16", "2026-03-22");
    const nextEntries = next
      .json()
      .data.items.filter((item: { isSubscription: boolean }) => item.isSubscription);
    expect(nextEntries.map((item: { day: string }) => item.day)).toEqual(["2026-03-22"]);
  });
});
