import {
  facilitySchema,
  favoriteMessages,
  favoriteSchema,
  weekdayKeys,
  type Facility,
  type Favorite,
  type SessionUser,
} from "@halisaha/data/contract";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { districts, facilities, favorites } from "../src/db/schema";
import { insertFacility, type NewFacility } from "../src/modules/facilities/repo";
import { seedLocations } from "../src/modules/locations/seed";
import { updateUser } from "../src/modules/users/repo";
import { bearer, json, PASSWORD, register, type Registered } from "./helpers/accounts";
import { describeEachDatabase } from "./helpers/app";
import { TestClock } from "./helpers/fakes";

type Body<T = unknown> = { success: boolean; message: string; data: T };
type Toggle = { facilityId: number; isFavorite: boolean; favorites: number[] };
type List = { items: Favorite[]; count: number; totalPages: number };
type FieldErrors = { errors: { field: string; message: string }[] };

const clock = new TestClock();
const notFoundBody = { success: false, message: "Tesis bulunamadı.", data: null };

describeEachDatabase(
  "favourites",
  (ctx) => {
    /** Active facilities, in insertion order (more than one page of 20). */
    const active: number[] = [];
    /** Owned by `people.owner`, who sees the inactive one in the facility list. */
    const hidden = { inactive: 0, pending: 0, deleted: 0 };
    const people = {} as Record<"user" | "other" | "owner" | "admin", Registered>;

    beforeAll(async () => {
      const { app, database } = ctx();
      const db = database.db;
      await seedLocations(db);
      for (const key of ["user", "other", "owner", "admin"] as const) people[key] = await register(app);
      await updateUser(db, Number(people.owner.user.id), { role: "facility_owner" }, clock.now());
      await updateUser(db, Number(people.admin.user.id), { role: "admin" }, clock.now());

      const [kadikoy] = await db
        .select({ id: districts.id })
        .from(districts)
        .where(and(eq(districts.cityId, 34), eq(districts.slug, "kadikoy")));
      const facility = (name: string, overrides: Partial<NewFacility> = {}): NewFacility => ({
        ownerId: Number(people.owner.user.id),
        name,
        description: "Aydınlatmalı halı saha.",
        address: "Moda Cad. No:1",
        cityId: 34,
        districtId: kadikoy!.id,
        phone: "2165550000",
        email: null,
        website: null,
        workingHours: weekdayKeys.map((day) => ({ day, isOpen: true, hours: ["18:00", "19:00"] })),
        pricePerHour: 900,
        weekendPricePerHour: null,
        depositAmount: null,
        fieldType: "Halı Saha",
        fieldSize: "7v7",
        amenities: ["wifi"],
        status: "active",
        rating: 4.2,
        ...overrides,
      });
      for (let i = 1; i <= 23; i += 1) active.push((await insertFacility(db, facility(`Moda Saha ${i}`))).id);
      hidden.inactive = (await insertFacility(db, facility("Kapalı Saha", { status: "inactive" }))).id;
      hidden.pending = (await insertFacility(db, facility("Bekleyen Saha", { status: "pending" }))).id;
      hidden.deleted = (await insertFacility(db, facility("Silinmiş Saha", { deletedAt: clock.now() }))).id;
    });

    beforeEach(async () => {
      await ctx().database.db.delete(favorites);
      clock.advance(60);
    });

    async function call<T>(method: "GET" | "POST" | "PUT", url: string, who?: Registered, payload?: unknown) {
      const response = await ctx().app.inject({
        method,
        url,
        headers: { ...(payload === undefined ? {} : json), ...(who ? bearer(who.token) : {}) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      return { status: response.statusCode, body: response.json() as Body<T> };
    }

    async function toggle(who: Registered, facilityId: unknown) {
      return call<Toggle>("POST", "/api/favorites", who, { facilityId });
    }

    /** Toggles and expects success; the clock moves a second so each favourite has its own time. */
    async function toggleOk(who: Registered, facilityId: number): Promise<Body<Toggle>> {
      const { status, body } = await toggle(who, facilityId);
      expect(status, JSON.stringify(body)).toBe(200);
      clock.advance(1);
      return body;
    }

    async function list(who: Registered, query = ""): Promise<List> {
      const { status, body } = await call<List>("GET", `/api/favorites${query}`, who);
      expect(status, `${query}: ${JSON.stringify(body)}`).toBe(200);
      return body.data;
    }

    async function ids(who: Registered, query = ""): Promise<number[]> {
      return (await list(who, query)).items.map((item) => item.facilityId);
    }

    async function meFavorites(who: Registered): Promise<SessionUser["favorites"]> {
      const { status, body } = await call<{ user: SessionUser }>("GET", "/api/auth/me", who);
      expect(status).toBe(200);
      return body.data.user.favorites;
    }

    describe("given a guest", () => {
      it("answers 401 to toggling and listing, whatever the body", async () => {
        for (const [method, url, payload] of [
          ["POST", "/api/favorites", { facilityId: active[0] }],
          ["POST", "/api/favorites", { facilityId: "abc" }],
          ["GET", "/api/favorites", undefined],
          ["GET", "/api/favorites?limit=0", undefined],
        ] as const) {
          const response = await call(method, url, undefined, payload);
          expect(response.status, `${method} ${url}`).toBe(401);
          expect(response.body.success).toBe(false);
        }
        const badToken = await ctx().app.inject({
          method: "GET",
          url: "/api/favorites",
          headers: bearer("not-a-token"),
        });
        expect(badToken.statusCode).toBe(401);
      });
    });

    it("adds a facility, lists it with the whole public facility, and removes it again", async () => {
      const id = active[0]!;
      const addedAt = clock.now().toISOString();
      const added = await toggleOk(people.user, id);
      expect(added).toEqual({
        success: true,
        message: favoriteMessages.added,
        data: { facilityId: id, isFavorite: true, favorites: [id] },
      });

      const data = await list(people.user);
      expect([data.count, data.totalPages]).toEqual([1, 1]);
      const [item] = data.items;
      favoriteSchema.parse(item);
      expect(item).toMatchObject({ facilityId: id, createdAt: addedAt });
      expect(typeof item!.id).toBe("number");
      const detail = await call<{ items: Facility }>("GET", `/api/facilities/${id}`);
      // The facility as the list shows it: the detail without its pitches (lists carry pitchCount only).
      const { pitches: _pitches, ...listed } = facilitySchema.parse(detail.body.data.items);
      expect(item!.Facility).toEqual(listed);
      expect(await meFavorites(people.user)).toEqual([id]);

      const removed = await toggleOk(people.user, id);
      expect(removed).toEqual({
        success: true,
        message: favoriteMessages.removed,
        data: { facilityId: id, isFavorite: false, favorites: [] },
      });
      expect(await list(people.user)).toEqual({ items: [], count: 0, totalPages: 0 });
      expect(await meFavorites(people.user)).toEqual([]);
    });

    it("takes the facility id as a numeric string too", async () => {
      const { status, body } = await toggle(people.user, String(active[1]));
      expect(status).toBe(200);
      expect(body.data).toEqual({ facilityId: active[1], isFavorite: true, favorites: [active[1]] });
    });

    it("lists newest first, 20 by default, and pages to the end and past it", async () => {
      for (const id of active) await toggleOk(people.user, id);
      const newestFirst = [...active].reverse();

      const first = await list(people.user);
      expect(first.items.map((item) => item.facilityId)).toEqual(newestFirst.slice(0, 20));
      expect([first.count, first.totalPages]).toEqual([23, 2]);
      const times = first.items.map((item) => Date.parse(item.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      expect(await ids(people.user, "?offset=20")).toEqual(newestFirst.slice(20));
      expect(await ids(people.user, "?limit=5&offset=5")).toEqual(newestFirst.slice(5, 10));
      expect(await ids(people.user, "?limit=100")).toEqual(newestFirst);
      expect(await ids(people.user, "?limit=1")).toEqual([active.at(-1)]);
      const past = await list(people.user, "?limit=10&offset=40");
      expect(past).toEqual({ items: [], count: 23, totalPages: 3 });
      expect(await ids(people.user, "?limit=&offset=")).toEqual(newestFirst.slice(0, 20));
      expect(await meFavorites(people.user)).toEqual(newestFirst);

      // The toggle answers the same ids as me, newest first.
      const last = await toggleOk(people.user, active[0]!);
      expect(last.data.favorites).toEqual(newestFirst.slice(0, -1));
    });

    it("answers bad input with 400 and the contract's Turkish field messages", async () => {
      const cases: [unknown, string][] = [
        [undefined, favoriteMessages.facilityRequired],
        ["", favoriteMessages.facilityRequired],
        ["abc", favoriteMessages.invalidFacilityId],
        [0, favoriteMessages.invalidFacilityId],
        [-3, favoriteMessages.invalidFacilityId],
        [1.5, favoriteMessages.invalidFacilityId],
        [99999999999, favoriteMessages.invalidFacilityId],
        [null, favoriteMessages.invalidFacilityId],
        [[active[0]], favoriteMessages.invalidFacilityId],
      ];
      for (const [facilityId, message] of cases) {
        const { status, body } = await call<FieldErrors>("POST", "/api/favorites", people.user, {
          facilityId,
        });
        expect(status, JSON.stringify(facilityId)).toBe(400);
        expect(body.success).toBe(false);
        expect(body.data.errors, JSON.stringify(facilityId)).toEqual([{ field: "facilityId", message }]);
      }

      const noBody = await ctx().app.inject({
        method: "POST",
        url: "/api/favorites",
        headers: bearer(people.user.token),
      });
      expect(noBody.statusCode).toBe(400);
      const textBody = await ctx().app.inject({
        method: "POST",
        url: "/api/favorites",
        headers: { ...bearer(people.user.token), "content-type": "text/plain" },
        payload: String(active[0]),
      });
      expect(textBody.statusCode).toBe(415);

      for (const [query, field, message] of [
        ["limit=0", "limit", "Geçersiz sayfa boyutu"],
        ["limit=101", "limit", "Geçersiz sayfa boyutu"],
        ["limit=abc", "limit", "Geçersiz sayfa boyutu"],
        ["offset=-1", "offset", "Geçersiz başlangıç değeri"],
      ] as const) {
        const { status, body } = await call<FieldErrors>("GET", `/api/favorites?${query}`, people.user);
        expect(status, query).toBe(400);
        expect(body.data.errors).toEqual([{ field, message }]);
      }
      expect(await list(people.user)).toEqual({ items: [], count: 0, totalPages: 0 });
    });

    it("refuses to add unknown, inactive, pending or deleted facilities with 404", async () => {
      for (const id of [999_999, hidden.inactive, hidden.pending, hidden.deleted]) {
        const { status, body } = await toggle(people.user, id);
        expect(status, String(id)).toBe(404);
        expect(body).toEqual(notFoundBody);
      }
      expect(await ctx().database.db.select().from(favorites)).toEqual([]);
    });

    it("hides a favourite whose facility is hidden later, and still removes it", async () => {
      const { db } = ctx().database;
      const [kept, goesAway] = [active[2]!, active[3]!];
      await toggleOk(people.user, kept);
      await toggleOk(people.user, goesAway);
      const setStatus = (status: "active" | "inactive") =>
        db.update(facilities).set({ status }).where(eq(facilities.id, goesAway));

      try {
        await setStatus("inactive");
        expect(await list(people.user)).toMatchObject({ count: 1, totalPages: 1 });
        expect(await ids(people.user)).toEqual([kept]);
        expect(await meFavorites(people.user)).toEqual([kept]);

        // Shown again: it is back in its place.
        await setStatus("active");
        expect(await ids(people.user)).toEqual([goesAway, kept]);

        await setStatus("inactive");
        const removed = await toggleOk(people.user, goesAway);
        expect(removed.message).toBe(favoriteMessages.removed);
        expect(removed.data).toEqual({ facilityId: goesAway, isFavorite: false, favorites: [kept] });
        // Now it is gone, adding it again is refused while it is hidden.
        expect((await toggle(people.user, goesAway)).status).toBe(404);
      } finally {
        await setStatus("active");
      }
      expect(await ids(people.user)).toEqual([kept]);
    });

    it("never shows or changes another user's favourites", async () => {
      await toggleOk(people.user, active[4]!);
      await toggleOk(people.user, active[5]!);

      expect(await list(people.other)).toEqual({ items: [], count: 0, totalPages: 0 });
      expect(await meFavorites(people.other)).toEqual([]);

      // The other user's toggle of the same facility adds their own favourite.
      const theirs = await toggleOk(people.other, active[4]!);
      expect(theirs.data).toEqual({ facilityId: active[4], isFavorite: true, favorites: [active[4]] });
      expect(await ids(people.other)).toEqual([active[4]]);
      expect(await ids(people.user)).toEqual([active[5], active[4]]);
    });

    it("works the same for facility owners and admins", async () => {
      for (const who of [people.owner, people.admin]) {
        const added = await toggleOk(who, active[6]!);
        expect(added.data).toEqual({ facilityId: active[6], isFavorite: true, favorites: [active[6]] });
        expect(await ids(who)).toEqual([active[6]]);
        expect(await meFavorites(who)).toEqual([active[6]]);
      }
      // The owner sees their inactive facility elsewhere, the admin sees every one: neither can favourite them.
      expect((await toggle(people.owner, hidden.inactive)).status).toBe(404);
      expect((await toggle(people.admin, hidden.pending)).status).toBe(404);
      expect((await toggle(people.admin, hidden.deleted)).status).toBe(404);
      expect(await ids(people.user)).toEqual([]);
    });

    it("carries the favourites in login, register and profile answers", async () => {
      await toggleOk(people.user, active[7]!);
      await toggleOk(people.user, active[8]!);
      const expected = [active[8], active[7]];

      const login = await call<{ items: SessionUser }>("POST", "/api/auth/login", undefined, {
        identityFier: people.user.account.email,
        password: PASSWORD,
      });
      expect(login.status).toBe(200);
      expect(login.body.data.items.favorites).toEqual(expected);

      const profile = await call<{ items: SessionUser; user: SessionUser }>(
        "PUT",
        "/api/users/profile",
        people.user,
        { firstName: "Ayşegül" },
      );
      expect(profile.status).toBe(200);
      expect(profile.body.data.user.favorites).toEqual(expected);
      expect(profile.body.data.items.favorites).toEqual(expected);

      const fresh = await register(ctx().app);
      expect(fresh.user.favorites).toEqual([]);
    });

    it("serialises concurrent toggles of one facility: no error, and the count of toggles decides", async () => {
      const id = active[9]!;
      const pair = await Promise.all([toggle(people.user, id), toggle(people.user, id)]);
      expect(pair.map((r) => r.status)).toEqual([200, 200]);
      expect(pair.map((r) => r.body.message).sort()).toEqual(
        [favoriteMessages.added, favoriteMessages.removed].sort(),
      );
      expect(await ids(people.user)).toEqual([]);

      const many = await Promise.all(Array.from({ length: 7 }, () => toggle(people.user, id)));
      expect(many.every((r) => r.status === 200)).toBe(true);
      expect(many.filter((r) => r.body.data.isFavorite)).toHaveLength(4);
      expect(await ids(people.user)).toEqual([id]);
      const rows = await ctx().database.db.select().from(favorites).where(eq(favorites.facilityId, id));
      expect(rows).toHaveLength(1);
    });
  },
  { services: { clock } },
);
