import { count } from "drizzle-orm";
import { expect, it } from "vitest";
import { cities, districts } from "../src/db/schema";
import { placeIdsBySlug } from "../src/modules/locations/repo";
import { CITY_COUNT, DISTRICT_COUNT, seedLocations } from "../src/modules/locations/seed";
import { describeEachDatabase } from "./helpers/app";

type Place = { id: number; name: string; slug: string; cityId?: number };
type List = { items: Place[]; count: number; totalPages: number };

describeEachDatabase("cities and districts", (ctx) => {
  const get = async (url: string) => {
    const response = await ctx().app.inject({ method: "GET", url });
    return {
      status: response.statusCode,
      body: response.json() as { success: boolean; message: string; data: List },
    };
  };
  const errorsOf = (body: unknown) =>
    (body as { data: { errors: { field: string; message: string }[] } }).data.errors;

  it("seeds all 81 provinces and 973 districts, and a second run adds nothing", async () => {
    const { db } = ctx().database;
    await seedLocations(db);
    await seedLocations(db);
    const [[c], [d]] = await Promise.all([
      db.select({ n: count() }).from(cities),
      db.select({ n: count() }).from(districts),
    ]);
    expect([c?.n, d?.n]).toEqual([CITY_COUNT, DISTRICT_COUNT]);
    expect([CITY_COUNT, DISTRICT_COUNT]).toEqual([81, 973]);
  });

  it("lists cities in Turkish alphabetical order with Turkish names and ASCII slugs", async () => {
    const { status, body } = await get("/api/cities");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.count).toBe(81);
    expect(body.data.totalPages).toBe(1);
    expect(body.data.items).toHaveLength(81);
    const names = body.data.items.map((city) => city.name);
    expect(names[0]).toBe("Adana");
    expect(names.indexOf("Çanakkale")).toBeGreaterThan(names.indexOf("Bursa"));
    expect(names.indexOf("Çanakkale")).toBeLessThan(names.indexOf("Denizli"));
    expect(names.indexOf("İstanbul")).toBeGreaterThan(names.indexOf("Isparta"));
    expect(names.indexOf("Iğdır")).toBeLessThan(names.indexOf("İzmir"));
    expect(body.data.items).toContainEqual({ id: 34, name: "İstanbul", slug: "istanbul" });
    expect(body.data.items).toContainEqual({ id: 35, name: "İzmir", slug: "izmir" });
    expect(body.data.items).toContainEqual({ id: 6, name: "Ankara", slug: "ankara" });
    expect(body.data.items).toContainEqual({ id: 81, name: "Düzce", slug: "duzce" });
    for (const city of body.data.items) expect(city.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it("pages cities", async () => {
    const first = await get("/api/cities?limit=10&offset=0");
    const last = await get("/api/cities?limit=10&offset=80");
    const past = await get("/api/cities?limit=10&offset=200");
    expect(first.body.data.items).toHaveLength(10);
    expect(first.body.data.totalPages).toBe(9);
    expect(last.body.data.items).toHaveLength(1);
    expect(past.body.data).toEqual({ items: [], count: 81, totalPages: 9 });
  });

  it("lists a city's districts with Turkish names and slugs", async () => {
    const { status, body } = await get("/api/districts?cityId=34&limit=100&offset=0");
    expect(status).toBe(200);
    expect(body.data.count).toBe(39);
    const kadikoy = body.data.items.find((district) => district.slug === "kadikoy");
    expect(kadikoy).toMatchObject({ name: "Kadıköy", cityId: 34 });
    expect(body.data.items.map((district) => district.name)).toEqual(
      expect.arrayContaining(["Şişli", "Üsküdar", "Beşiktaş", "Çekmeköy", "Eyüpsultan"]),
    );
    for (const district of body.data.items)
      expect(district).toMatchObject({ cityId: 34, slug: expect.stringMatching(/^[a-z0-9-]+$/) });
    const names = body.data.items.map((district) => district.name);
    expect(names.indexOf("Çatalca")).toBeGreaterThan(names.indexOf("Bayrampaşa"));
    expect(names.indexOf("Çatalca")).toBeLessThan(names.indexOf("Esenler"));

    const samsun = await get("/api/districts?cityId=55");
    expect(samsun.body.data.items.find((district) => district.name === "19 Mayıs")?.slug).toBe("19-mayis");

    const paged = await get("/api/districts?cityId=34&limit=5&offset=35");
    expect(paged.body.data).toMatchObject({ count: 39, totalPages: 8 });
    expect(paged.body.data.items).toHaveLength(4);
  });

  it("answers an unknown city with an empty list", async () => {
    const { status, body } = await get("/api/districts?cityId=99");
    expect(status).toBe(200);
    expect(body.data).toEqual({ items: [], count: 0, totalPages: 0 });
  });

  it("refuses bad query values with 400 and Turkish field messages", async () => {
    const cases: [string, string, string][] = [
      ["/api/districts", "cityId", "Şehir seçimi zorunludur"],
      ["/api/districts?cityId=", "cityId", "Şehir seçimi zorunludur"],
      ["/api/districts?cityId=abc", "cityId", "Geçersiz şehir numarası"],
      ["/api/districts?cityId=99999999999", "cityId", "Geçersiz şehir numarası"],
      ["/api/districts?cityId=34&limit=0", "limit", "Geçersiz sayfa boyutu"],
      ["/api/cities?limit=101", "limit", "Geçersiz sayfa boyutu"],
      ["/api/cities?limit=x", "limit", "Geçersiz sayfa boyutu"],
      ["/api/cities?offset=-1", "offset", "Geçersiz başlangıç değeri"],
      ["/api/cities?limit=1&limit=2", "limit", "Geçersiz sayfa boyutu"],
    ];
    for (const [url, field, message] of cases) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(errorsOf(body), url).toEqual([{ field, message }]);
    }
  });

  it("resolves city and district slugs to ids, and asks again for a slug it did not know", async () => {
    const { db } = ctx().database;
    expect(await placeIdsBySlug(db, "city", "istanbul")).toEqual([34]);
    expect(await placeIdsBySlug(db, "city", "istanbul")).toEqual([34]);
    const merkez = await placeIdsBySlug(db, "district", "merkez");
    expect(merkez.length).toBeGreaterThan(1);
    expect(merkez).toEqual([...merkez].sort((a, b) => a - b));
    expect(await placeIdsBySlug(db, "city", "atlantis")).toEqual([]);
    await db.insert(cities).values({ id: 999, name: "Atlantis", slug: "atlantis", sortOrder: 999 });
    expect(await placeIdsBySlug(db, "city", "atlantis")).toEqual([999]);
  });
});
