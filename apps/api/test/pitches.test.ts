import {
  facilityMessages,
  pitchMessages as pm,
  reservationMessages as m,
  type Pitch,
  type Reservation,
  type TimeSlot,
} from "@halisaha/data/contract";
import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { App } from "../src/app";
import { notifications } from "../src/db/schema";
import { bearer } from "./helpers/accounts";
import { describeRaces, describeReservations, SATURDAY, THURSDAY } from "./helpers/reservation-suite";
import {
  book,
  bookingBody,
  createAccount,
  createFacility,
  get,
  postReservation,
  type Account,
} from "./helpers/reservations";
import { postSubscriber, regular } from "./helpers/subscribers";

const pitchBody = (more: Record<string, unknown> = {}) => ({ name: "Saha 2", playersPerSide: 8, ...more });

function postPitch(
  app: App,
  account: Account | undefined,
  facilityId: number,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: "POST",
    url: `/api/facilities/${facilityId}/pitches`,
    headers: account ? account.headers : { "content-type": "application/json" },
    payload: body,
  });
}

function putPitch(
  app: App,
  account: Account,
  facilityId: number,
  pitchId: number,
  body: Record<string, unknown>,
) {
  return app.inject({
    method: "PUT",
    url: `/api/facilities/${facilityId}/pitches/${pitchId}`,
    headers: account.headers,
    payload: body,
  });
}

function deletePitch(app: App, account: Account, facilityId: number, pitchId: number) {
  return app.inject({
    method: "DELETE",
    url: `/api/facilities/${facilityId}/pitches/${pitchId}`,
    headers: bearer(account.token),
  });
}

async function addPitch(app: App, owner: Account, facilityId: number, more: Record<string, unknown> = {}) {
  const response = await postPitch(app, owner, facilityId, pitchBody(more));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.items as Pitch;
}

async function pitchesOf(app: App, facilityId: number, account?: Account): Promise<Pitch[]> {
  const response = await get(app, `/api/facilities/${facilityId}`, account);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items.pitches as Pitch[];
}

async function slotAt(
  app: App,
  facilityId: number,
  date: string,
  startTime: string,
  query = "",
): Promise<TimeSlot> {
  const response = await get(app, `/api/facilities/${facilityId}/reservation-times?date=${date}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const slot = (response.json().data.items as TimeSlot[]).find((item) => item.startTime === startTime);
  if (!slot) throw new Error(`no ${startTime} on ${date}`);
  return slot;
}

describeReservations("pitches", (ctx) => {
  it("gives a new facility 'Saha 1' and shows it on the facility, with pitchCount on the list", async () => {
    const { app, db, cast } = ctx();
    const facilityId = await createFacility(db, cast.owner.id, { fieldSize: "6v6" });
    expect(await pitchesOf(app, facilityId)).toEqual([
      {
        id: expect.any(Number),
        facilityId,
        name: pm.defaultName,
        playersPerSide: 6,
        indoor: false,
        pricePerHour: null,
        weekendPricePerHour: null,
        status: "active",
        sortOrder: 0,
      },
    ]);
    const detail = await get(app, `/api/facilities/${facilityId}`);
    expect(detail.json().data.items.pitchCount).toBe(1);
  });

  it("lets the owner and an admin add, edit and remove pitches; another owner 404, a player 403, a guest 401", async () => {
    const { app, db, cast } = ctx();
    const facilityId = await createFacility(db, cast.owner.id);
    const added = await addPitch(app, cast.owner, facilityId, { indoor: true, pricePerHour: 1400 });
    expect(added).toMatchObject({
      name: "Saha 2",
      playersPerSide: 8,
      indoor: true,
      pricePerHour: 1400,
      sortOrder: 1,
    });
    const byAdmin = await addPitch(app, cast.admin, facilityId, { name: "Saha 3" });
    expect(byAdmin.sortOrder).toBe(2);

    expect((await postPitch(app, undefined, facilityId, pitchBody())).statusCode).toBe(401);
    expect((await postPitch(app, cast.user, facilityId, pitchBody())).statusCode).toBe(403);
    const foreign = await postPitch(app, cast.otherOwner, facilityId, pitchBody());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(facilityMessages.notFound);
    expect((await putPitch(app, cast.otherOwner, facilityId, added.id, pitchBody())).statusCode).toBe(404);
    expect((await deletePitch(app, cast.otherOwner, facilityId, added.id)).statusCode).toBe(404);

    const edited = await putPitch(
      app,
      cast.owner,
      facilityId,
      added.id,
      pitchBody({ name: "Kapalı Saha", playersPerSide: 7 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      success: true,
      message: pm.updated,
      data: { items: { id: added.id, name: "Kapalı Saha", playersPerSide: 7, indoor: false, sortOrder: 1 } },
    });

    const bad = await postPitch(app, cast.owner, facilityId, { name: "", playersPerSide: 12 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors).toEqual(
      expect.arrayContaining([
        { field: "name", message: pm.nameRequired },
        { field: "playersPerSide", message: pm.invalidPlayersPerSide },
      ]),
    );

    const removed = await deletePitch(app, cast.admin, facilityId, byAdmin.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(pm.deleted);
    expect((await pitchesOf(app, facilityId)).map((pitch) => pitch.name)).toEqual([
      pm.defaultName,
      "Kapalı Saha",
    ]);
    expect((await putPitch(app, cast.owner, facilityId, byAdmin.id, pitchBody())).statusCode).toBe(404);
    // Another facility's pitch is not this facility's.
    const other = await createFacility(db, cast.owner.id);
    expect((await deletePitch(app, cast.owner, other, added.id)).statusCode).toBe(404);
  });

  it("sells one hour once per pitch: two bookings on two pitches succeed, a third gets 409", async () => {
    const { app, db, cast } = ctx();
    const facilityId = await createFacility(db, cast.owner.id);
    const [first] = await pitchesOf(app, facilityId);
    const second = await addPitch(app, cast.owner, facilityId);

    const onSecond = await book(app, cast.user, facilityId, THURSDAY, "18:00", { pitchId: second.id });
    expect(onSecond).toMatchObject({ pitchId: second.id, pitch: { id: second.id, name: "Saha 2" } });
    expect(await slotAt(app, facilityId, THURSDAY, "18:00")).toMatchObject({
      status: true,
      freePitchIds: [first!.id],
    });
    // No pitch asked: the free one.
    const picked = await book(app, cast.user, facilityId, THURSDAY, "18:00");
    expect(picked).toMatchObject({ pitchId: first!.id, pitch: { id: first!.id, name: pm.defaultName } });

    const third = await postReservation(app, cast.user, bookingBody(facilityId, THURSDAY, "18:00"));
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(m.slotTaken);
    const asked = await postReservation(
      app,
      cast.user,
      bookingBody(facilityId, THURSDAY, "18:00", { pitchId: first!.id }),
    );
    expect(asked.statusCode).toBe(409);
    expect(await slotAt(app, facilityId, THURSDAY, "18:00")).toMatchObject({
      status: false,
      freePitchIds: [],
    });

    const read = await get(app, `/api/reservations/${picked.id}`, cast.user);
    expect(read.json().data).toMatchObject({
      pitchId: first!.id,
      pitch: { id: first!.id, name: pm.defaultName },
    });
  });

  it("picks the free active pitch of the lowest sortOrder and prices the hour on it", async () => {
    const { app, db, cast } = ctx();
    const facilityId = await createFacility(db, cast.owner.id, {
      pricePerHour: 1000,
      weekendPricePerHour: 1200,
    });
    const [first] = await pitchesOf(app, facilityId);
    const cheap = await addPitch(app, cast.owner, facilityId, {
      sortOrder: 0,
      pricePerHour: 800,
      weekendPricePerHour: 900,
    });
    // Both at sortOrder 0: the lower id (Saha 1) first.
    expect((await book(app, cast.user, facilityId, THURSDAY, "10:00")).pitchId).toBe(first!.id);
    const next = await book(app, cast.user, facilityId, THURSDAY, "10:00");
    expect(next).toMatchObject({ pitchId: cheap.id, totalPrice: 800 });

    const slot = await slotAt(app, facilityId, SATURDAY, "11:00");
    expect(slot).toMatchObject({ status: true, freePitchIds: [first!.id, cheap.id], price: 900 });
    const own = await slotAt(app, facilityId, SATURDAY, "11:00", `&pitchId=${first!.id}`);
    expect(own).toMatchObject({ freePitchIds: [first!.id], price: 1200 });
    const unknown = await get(
      app,
      `/api/facilities/${facilityId}/reservation-times?date=${THURSDAY}&pitchId=999999`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(pm.notFound);
  });

  it("takes no booking on a pitch in maintenance and hides it from the public", async () => {
    const { app, db, cast } = ctx();
    const facilityId = await createFacility(db, cast.owner.id);
    const [first] = await pitchesOf(app, facilityId);
    const second = await addPitch(app, cast.owner, facilityId);
    const down = await putPitch(app, cast.owner, facilityId, second.id, pitchBody({ status: "maintenance" }));
    expect(down.statusCode, down.body).toBe(200);

    const refused = await postReservation(
      app,
      cast.user,
      bookingBody(facilityId, THURSDAY, "12:00", { pitchId: second.id }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(pm.inMaintenance);
    expect((await slotAt(app, facilityId, THURSDAY, "12:00")).freePitchIds).toEqual([first!.id]);
    expect((await book(app, cast.user, facilityId, THURSDAY, "12:00")).pitchId).toBe(first!.id);
    // The only active pitch is taken: the maintenance one is never picked.
    expect(
      (await postReservation(app, cast.user, bookingBody(facilityId, THURSDAY, "12:00"))).statusCode,
    ).toBe(409);

    expect((await pitchesOf(app, facilityId)).map((p) => p.id)).toEqual([first!.id]);
    expect((await pitchesOf(app, facilityId, cast.owner)).map((p) => p.status)).toEqual([
      "active",
      "maintenance",
    ]);
    expect((await get(app, `/api/facilities/${facilityId}`)).json().data.items.pitchCount).toBe(1);
  });

  it("refuses to delete a pitch with future bookings, an active subscriber, or the last pitch (409)", async () => {
    const { app, db, cast } = ctx();
    const facilityId = await createFacility(db, cast.owner.id);
    const [first] = await pitchesOf(app, facilityId);
    const last = await deletePitch(app, cast.owner, facilityId, first!.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(pm.lastPitch);

    const second = await addPitch(app, cast.owner, facilityId);
    const booked = await book(app, cast.user, facilityId, THURSDAY, "15:00", { pitchId: second.id });
    const withBooking = await deletePitch(app, cast.owner, facilityId, second.id);
    expect(withBooking.statusCode).toBe(409);
    expect(withBooking.json().message).toBe(pm.hasReservations);
    // Saha 1 gets an active subscriber.
    const subscribed = await postSubscriber(
      app,
      cast.owner,
      regular(facilityId, { dayOfWeek: 1, pitchId: first!.id }),
    );
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const withSubscriber = await deletePitch(app, cast.owner, facilityId, first!.id);
    expect(withSubscriber.statusCode).toBe(409);
    expect(withSubscriber.json().message).toBe(pm.hasSubscribers);

    const cancelled = await app.inject({
      method: "PATCH",
      url: `/api/reservations/${booked.id}/cancel`,
      headers: bearer(cast.user.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await deletePitch(app, cast.owner, facilityId, second.id)).statusCode).toBe(200);
    // Its past reservation still names it.
    const read = await get(app, `/api/reservations/${booked.id}`, cast.user);
    expect(read.json().data.pitch).toEqual({ id: second.id, name: "Saha 2" });
  });

  it("applies the subscriber clash rule per pitch; a facility of several pitches needs the pitch chosen", async () => {
    const { app, db, cast } = ctx();
    const facilityId = await createFacility(db, cast.owner.id);
    const [first] = await pitchesOf(app, facilityId);
    // One pitch: the subscriber takes it without being told.
    const alone = await postSubscriber(app, cast.owner, regular(facilityId, { dayOfWeek: 6 }));
    expect(alone.statusCode, alone.body).toBe(201);
    expect(alone.json().data.items.pitchId).toBe(first!.id);

    const second = await addPitch(app, cast.owner, facilityId);
    const thursday = { dayOfWeek: 4, startTime: "19:00", endTime: "20:00" };
    const unchosen = await postSubscriber(app, cast.owner, regular(facilityId, thursday));
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json().data.errors).toEqual([{ field: "pitchId", message: pm.pitchRequired }]);
    const foreign = await postSubscriber(
      app,
      cast.owner,
      regular(facilityId, { ...thursday, pitchId: 999999 }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.errors).toEqual([{ field: "pitchId", message: pm.notFound }]);

    // Thursday 19:00 booked on Saha 2: a Thursday 19:00 subscriber still fits on Saha 1.
    await book(app, cast.user, facilityId, THURSDAY, "19:00", { pitchId: second.id });
    const fits = await postSubscriber(
      app,
      cast.owner,
      regular(facilityId, { ...thursday, pitchId: first!.id }),
    );
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().data.items.pitchId).toBe(first!.id);
    // On Saha 2 it clashes with the booking.
    const clash = await postSubscriber(
      app,
      cast.owner,
      regular(facilityId, { ...thursday, pitchId: second.id }),
    );
    expect(clash.statusCode).toBe(409);
    // Both pitches now hold Thursday 19:00.
    expect(await slotAt(app, facilityId, THURSDAY, "19:00")).toMatchObject({
      status: false,
      freePitchIds: [],
    });

    // A booking of the subscriber's pitch and hour is refused, the other pitch is not.
    const next = "2026-03-12";
    const onSubscriber = await postReservation(
      app,
      cast.user,
      bookingBody(facilityId, next, "19:00", { pitchId: first!.id }),
    );
    expect(onSubscriber.statusCode).toBe(409);
    expect((await book(app, cast.user, facilityId, next, "19:00")).pitchId).toBe(second.id);

    // Moving the subscriber to Saha 2 clashes with that booking; its pitch stays when not sent.
    const id = fits.json().data.items.id as number;
    const put = (body: Record<string, unknown>) =>
      app.inject({
        method: "PUT",
        url: `/api/subscribers/${id}`,
        headers: cast.owner.headers,
        payload: body,
      });
    expect((await put(regular(facilityId, { ...thursday, pitchId: second.id }))).statusCode).toBe(409);
    const kept = await put(regular(facilityId, { ...thursday, notes: "Kaleci getiriyor" }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.items).toMatchObject({ pitchId: first!.id, notes: "Kaleci getiriyor" });
  });

  it("names the pitch on the weekly calendar and filters by it", async () => {
    const { app, db, cast } = ctx();
    const facilityId = await createFacility(db, cast.owner.id);
    const [first] = await pitchesOf(app, facilityId);
    const second = await addPitch(app, cast.owner, facilityId);
    await book(app, cast.user, facilityId, THURSDAY, "17:00", { pitchId: first!.id });
    await book(app, cast.user, facilityId, THURSDAY, "17:00", { pitchId: second.id });
    const url = `/api/reservations/weekly-calendar?facilityId=${facilityId}&startDate=2026-03-02&endDate=2026-03-08`;
    const all = await get(app, url, cast.owner);
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json().data.items as { pitchId: number; pitchName: string }[];
    expect(items.map((item) => [item.pitchId, item.pitchName]).sort()).toEqual(
      [
        [first!.id, pm.defaultName],
        [second.id, "Saha 2"],
      ].sort(),
    );
    const one = await get(app, `${url}&pitchId=${second.id}`, cast.owner);
    expect((one.json().data.items as { pitchId: number }[]).map((item) => item.pitchId)).toEqual([second.id]);
  });

  it("names the pitch in the owner's notification at a facility of several pitches, not at a one-pitch one", async () => {
    const { app, db } = ctx();
    const owner = await createAccount(app, db, { role: "facility_owner" });
    const player = await createAccount(app, db);
    const facilityId = await createFacility(db, owner.id, { name: "Yıldız Halı Saha" });
    const bodies = async () =>
      (
        await db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, owner.id))
          .orderBy(asc(notifications.id))
      ).map((row) => row.body);
    await book(app, player, facilityId, THURSDAY, "09:00");
    expect((await bodies())[0]).toContain("Yıldız Halı Saha, 5 Mart 2026 09:00 - 10:00");
    const second = await addPitch(app, owner, facilityId);
    await book(app, player, facilityId, THURSDAY, "09:00", { pitchId: second.id });
    expect((await bodies())[1]).toContain("Yıldız Halı Saha (Saha 2), 5 Mart 2026 09:00 - 10:00");
  });

  it("filters the facility list by players per side and cover", async () => {
    const { app, db, cast } = ctx();
    const name = `Filtre ${Date.now()}`;
    const facilityId = await createFacility(db, cast.owner.id, { name, fieldSize: "7v7" });
    await addPitch(app, cast.owner, facilityId, { playersPerSide: 9, indoor: true });
    const list = async (query: string) => {
      const response = await get(app, `/api/facilities?search=${encodeURIComponent(name)}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.items as { id: number; pitchCount: number }[]).map((f) => [
        f.id,
        f.pitchCount,
      ]);
    };
    expect(await list("")).toEqual([[facilityId, 2]]);
    expect(await list("&playersPerSide=9&indoor=true")).toEqual([[facilityId, 2]]);
    expect(await list("&playersPerSide=7&indoor=true")).toEqual([]);
    expect(await list("&playersPerSide=7&indoor=false")).toEqual([[facilityId, 2]]);
    const bad = await get(app, `/api/facilities?playersPerSide=12`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors).toEqual([
      { field: "playersPerSide", message: facilityMessages.invalidPlayersPerSide },
    ]);
  });
});

describeRaces("pitches: racing bookings", (ctx) => {
  it("gives the three pitches of one hour to exactly three of 30 simultaneous bookings from two API instances", async () => {
    const { first, second, db } = ctx();
    const owner = await createAccount(first.app, db, { role: "facility_owner" });
    const facilityId = await createFacility(db, owner.id);
    await addPitch(first.app, owner, facilityId);
    await addPitch(first.app, owner, facilityId, { name: "Saha 3" });
    const players = await Promise.all(Array.from({ length: 30 }, () => createAccount(first.app, db)));

    const responses = await Promise.all(
      players.map((player, i) =>
        postReservation(i % 2 === 0 ? first.app : second, player, bookingBody(facilityId, THURSDAY, "21:00")),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(27);
    const won = responses
      .filter((response) => response.statusCode === 201)
      .map((response) => (response.json().data.items as Reservation).pitchId);
    expect(new Set(won).size).toBe(3);
  });
});

describeReservations("pitches: dashboard occupancy", (ctx) => {
  it("counts open pitch-hours: a second active pitch doubles them, one in maintenance adds none", async () => {
    const { app, db } = ctx();
    const owner = await createAccount(app, db, { role: "facility_owner" });
    const facilityId = await createFacility(db, owner.id);
    const openToday = async () => {
      const response = await get(app, "/api/reservations/owner-dashboard", owner);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.items.periods.today as {
        openHours: number;
        bookedHours: number;
        occupancy: number;
      };
    };
    const one = (await openToday()).openHours;
    expect(one).toBeGreaterThan(0);
    await addPitch(app, owner, facilityId);
    await addPitch(app, owner, facilityId, { name: "Saha 3", status: "maintenance" });
    expect((await openToday()).openHours).toBe(2 * one);
  });
});
