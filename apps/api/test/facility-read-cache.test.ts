import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import type { Db } from "../src/db";
import { facilities, facilityImages, users } from "../src/db/schema";
import { PUBLIC_READ_CACHE_CONTROL } from "../src/modules/facilities/public-cache";
import { seedDemoFacilities } from "../src/modules/facilities/seed";
import { seedLocations } from "../src/modules/locations/seed";
import { seedDemoAccounts } from "../src/modules/users/seed";
import { bearer } from "./helpers/accounts";
import { createTwoApps, describeEachDatabase, type TestApp } from "./helpers/app";
import { testTargets } from "./helpers/databases";

type Listed = { id: number; name: string; pricePerHour: number; facility_owner?: { firstName: string } };
type ListBody = { data: { items: Listed[] } };
type DetailBody = { data: { items: Listed } };

const ETAG = /^W\/"f\d+"$/;

async function seed(db: Db): Promise<void> {
  await seedLocations(db);
  await seedDemoAccounts(db);
  await seedDemoFacilities(db);
}

function get(app: App, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: "GET", url, headers });
}

async function signIn(app: App, identifier: string): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { identityFier: identifier, password: "Halisaha123!" },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
}

describeEachDatabase("facilities: guests' list and detail cached under the read version", (ctx) => {
  beforeAll(async () => {
    await seed(ctx().database.db);
  });

  it("gives a guest an ETag and a public Cache-Control; the ETag back is a 304 with no body", async () => {
    const { app } = ctx();
    for (const url of ["/api/facilities?limit=5", "/api/facilities/1"]) {
      const first = await get(app, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(ETAG);
      expect(first.headers["cache-control"]).toBe(PUBLIC_READ_CACHE_CONTROL);
      expect(String(first.headers.vary)).toMatch(/Authorization/);

      const revalidated = await get(app, url, { "if-none-match": String(first.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe("");
      expect(revalidated.headers.etag).toBe(first.headers.etag);

      const again = await get(app, url);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.headers["content-type"]).toMatch(/^application\/json/);
    }
  });

  it("shows a change at once: a new price, photo or owner name gives a new answer and a new ETag", async () => {
    const { app, database } = ctx();
    const db = database.db;
    const before = await get(app, "/api/facilities/1");
    const detail = (before.json() as DetailBody).data.items;
    const listBefore = await get(app, "/api/facilities?limit=50");

    await db
      .update(facilities)
      .set({ pricePerHour: detail.pricePerHour + 150 })
      .where(eq(facilities.id, 1));
    const priced = await get(app, "/api/facilities/1", { "if-none-match": String(before.headers.etag) });
    expect(priced.statusCode).toBe(200);
    expect((priced.json() as DetailBody).data.items.pricePerHour).toBe(detail.pricePerHour + 150);
    expect(priced.headers.etag).not.toBe(before.headers.etag);
    const listed = (await get(app, "/api/facilities?limit=50")).json() as ListBody;
    expect(listed.data.items.find((item) => item.id === 1)?.pricePerHour).toBe(detail.pricePerHour + 150);
    expect(listed).not.toEqual(listBefore.json());

    const etagBeforePhoto = priced.headers.etag;
    await db.delete(facilityImages).where(eq(facilityImages.facilityId, 1));
    expect((await get(app, "/api/facilities/1")).headers.etag).not.toBe(etagBeforePhoto);

    const owner = (await get(app, "/api/facilities/1")).json() as DetailBody;
    const ownerId = (
      await db.select({ ownerId: facilities.ownerId }).from(facilities).where(eq(facilities.id, 1))
    )[0]!.ownerId;
    await db.update(users).set({ firstName: "Yeniad" }).where(eq(users.id, ownerId));
    const renamed = (await get(app, "/api/facilities/1")).json() as DetailBody;
    expect(renamed.data.items.facility_owner?.firstName).toBe("Yeniad");
    expect(renamed).not.toEqual(owner);
  });

  it("never caches a signed-in caller's answer, an unknown facility or a bad query", async () => {
    const { app } = ctx();
    const token = await signIn(app, "sahip@halisaha.dev");
    const signedIn = await get(app, "/api/facilities?limit=5", bearer(token));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    expect(signedIn.headers.etag).toBeUndefined();

    const unknown = await get(app, "/api/facilities/999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["cache-control"]).toBe("no-store");
    expect(unknown.headers.etag).toBeUndefined();

    const bad = await get(app, "/api/facilities?limit=abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
  });
});

// Two API processes on one database: only PostgreSQL has a second connection.
const postgres = testTargets().find((target) => target.kind === "postgres");
if (postgres) {
  describe("facilities: a change made through one process is seen by the other at once [postgres, two pools]", () => {
    let first: TestApp;
    let second: App;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ first, second, close } = await createTwoApps({ target: postgres }));
      await seed(first.database.db);
    });
    afterAll(async () => close());

    it("the second process's kept answer gives way to the first process's change", async () => {
      const kept = await get(second, "/api/facilities/1");
      expect(kept.statusCode).toBe(200);
      const price = (kept.json() as DetailBody).data.items.pricePerHour;
      await first.database.db
        .update(facilities)
        .set({ pricePerHour: price + 75 })
        .where(eq(facilities.id, 1));
      const fresh = await get(second, "/api/facilities/1", { "if-none-match": String(kept.headers.etag) });
      expect(fresh.statusCode).toBe(200);
      expect((fresh.json() as DetailBody).data.items.pricePerHour).toBe(price + 75);
    });
  });
}
