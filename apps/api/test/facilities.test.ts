import { facilityMessages, facilitySchema, sniffImageType, weekdayKeys, type Facility } from "@halisaha/data/contract";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Db } from "../src/db";
import { districts, facilities, facilityImages } from "../src/db/schema";
import { demoImagesFor } from "../src/modules/facilities/demo-images";
import { seedDemoFacilities, seedDemoFacilityImages } from "../src/modules/facilities/seed";
import { insertFacility, type NewFacility } from "../src/modules/facilities/repo";
import { seedLocations } from "../src/modules/locations/seed";
import { findUserByEmail, updateUser } from "../src/modules/users/repo";
import { seedDemoAccounts } from "../src/modules/users/seed";
import { bearer, register } from "./helpers/accounts";
import { describeEachDatabase } from "./helpers/app";

type List = { items: Facility[]; count: number; totalPages: number };
type FieldErrors = { errors: { field: string; message: string }[] };

const hours = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${String((from + i) % 24).padStart(2, "0")}:00`);

describeEachDatabase("facilities: list and detail", (ctx) => {
  const ids: Record<string, number> = {};
  const tokens: Record<"owner" | "otherOwner" | "admin" | "user", string> = {
    owner: "",
    otherOwner: "",
    admin: "",
    user: "",
  };

  async function districtId(db: Db, cityId: number, slug: string): Promise<number> {
    const [row] = await db
      .select({ id: districts.id })
      .from(districts)
      .where(and(eq(districts.cityId, cityId), eq(districts.slug, slug)));
    if (!row) throw new Error(`no district ${slug} in ${cityId}`);
    return row.id;
  }

  beforeAll(async () => {
    const { app, database } = ctx();
    const db = database.db;
    await seedLocations(db);
    const accounts = {} as Record<keyof typeof tokens, number>;
    for (const key of Object.keys(tokens) as (keyof typeof tokens)[]) {
      const registered = await register(app);
      tokens[key] = registered.token;
      accounts[key] = Number(registered.user.id);
    }
    await updateUser(db, accounts.owner, { role: "facility_owner" }, new Date());
    await updateUser(db, accounts.otherOwner, { role: "facility_owner" }, new Date());
    await updateUser(db, accounts.admin, { role: "admin" }, new Date());

    const base = (
      overrides: Partial<NewFacility> & Pick<NewFacility, "name" | "cityId" | "districtId">,
    ): NewFacility => ({
      ownerId: accounts.owner,
      description: "Aydınlatmalı halı saha.",
      address: "Spor Cad. No:1",
      phone: "2125550000",
      email: "iletisim@example.com",
      website: "https://example.com",
      workingHours: weekdayKeys.map((day, i) => ({ day, isOpen: i < 6, hours: hours(9, 22) })),
      pricePerHour: 1000,
      weekendPricePerHour: null,
      depositAmount: null,
      fieldType: "Halı Saha",
      fieldSize: "7v7",
      amenities: ["wifi", "free_parking"],
      status: "active",
      rating: 4,
      ...overrides,
    });
    const kadikoy = await districtId(db, 34, "kadikoy");
    const rows: [string, NewFacility][] = [
      [
        "kadikoy",
        base({
          name: "Kadıköy Yıldız Halı Saha",
          cityId: 34,
          districtId: kadikoy,
          pricePerHour: 800,
          weekendPricePerHour: 950,
          depositAmount: 200,
          rating: 4.8,
        }),
      ],
      [
        "sisli",
        base({
          name: "Şişli Gençlik Spor",
          cityId: 34,
          districtId: await districtId(db, 34, "sisli"),
          pricePerHour: 1200,
          rating: 4.2,
        }),
      ],
      [
        "cankaya",
        base({
          name: "Çankaya Arena",
          cityId: 6,
          districtId: await districtId(db, 6, "cankaya"),
          address: "Kızılay Mah. Gazi Cad. 5",
          pricePerHour: 600,
          rating: 3.5,
          ownerId: accounts.otherOwner,
        }),
      ],
      [
        "bornova",
        base({
          name: "Gol Sahası Ege",
          cityId: 35,
          districtId: await districtId(db, 35, "bornova"),
          address: "Üniversite Cad. 12",
          pricePerHour: 500,
          rating: 4.5,
          ownerId: accounts.otherOwner,
          workingHours: weekdayKeys.map((day) => ({
            day,
            isOpen: true,
            hours: [...hours(0, 2), ...hours(15, 23)],
          })),
        }),
      ],
      [
        "inactive",
        base({
          name: "Kadıköy Moda Pasif Saha",
          cityId: 34,
          districtId: kadikoy,
          status: "inactive",
          rating: 5,
        }),
      ],
      [
        "pending",
        base({
          name: "Bekleyen Saha",
          cityId: 6,
          districtId: await districtId(db, 6, "cankaya"),
          status: "pending",
          ownerId: accounts.otherOwner,
        }),
      ],
      [
        "deleted",
        base({ name: "Kadıköy Silinmiş Saha", cityId: 34, districtId: kadikoy, deletedAt: new Date() }),
      ],
    ];
    for (const [key, values] of rows) ids[key] = (await insertFacility(db, values)).id;
    await db.insert(facilityImages).values([
      { facilityId: ids.kadikoy!, imageUrl: "/uploads/a.webp", isMain: false, position: 0 },
      { facilityId: ids.kadikoy!, imageUrl: "/uploads/b.webp", isMain: true, position: 1 },
    ]);
  });

  async function get(url: string, token?: string) {
    const response = await ctx().app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
    return {
      status: response.statusCode,
      body: response.json() as { success: boolean; message: string; data: unknown },
    };
  }
  async function list(query: string, token?: string): Promise<List> {
    const { status, body } = await get(`/api/facilities${query}`, token);
    expect(status, `${query}: ${JSON.stringify(body)}`).toBe(200);
    return body.data as List;
  }
  async function names(query: string, token?: string): Promise<string[]> {
    return (await list(query, token)).items.map((facility) => facility.name);
  }
  const active = ["Kadıköy Yıldız Halı Saha", "Gol Sahası Ege", "Şişli Gençlik Spor", "Çankaya Arena"];

  it("lists only active, not deleted facilities by rating, with every field", async () => {
    const data = await list("");
    expect(data.items.map((f) => f.name)).toEqual(active);
    expect(data.count).toBe(4);
    expect(data.totalPages).toBe(1);
    for (const item of data.items) facilitySchema.parse(item);
    const kadikoy = data.items[0]!;
    expect(kadikoy).toMatchObject({
      id: ids.kadikoy,
      cityId: 34,
      city: { id: 34, name: "İstanbul" },
      district: { name: "Kadıköy", cityId: 34 },
      pricePerHour: 800,
      weekendPricePerHour: 950,
      depositAmount: 200,
      rating: 4.8,
      status: "active",
      fieldType: "Halı Saha",
      fieldSize: "7v7",
      amenities: ["wifi", "free_parking"],
      openingTime: "09:00:00",
      closingTime: "22:00:00",
      phone: "2125550000",
      website: "https://example.com",
    });
    expect(kadikoy.images.map((image) => [image.imageUrl, image.isMain])).toEqual([
      ["/uploads/b.webp", true],
      ["/uploads/a.webp", false],
    ]);
    expect(kadikoy.workingHours).toHaveLength(7);
    expect(kadikoy.workingHours[6]).toEqual({ day: "sunday", isOpen: false, hours: hours(9, 22) });
    expect(kadikoy.facility_owner).toEqual({ firstName: "Ayşe", lastName: "Yılmaz" });
    expect(new Date(kadikoy.createdAt).toISOString()).toBe(kadikoy.createdAt);
    expect(data.items[1]).toMatchObject({
      openingTime: "15:00:00",
      closingTime: "02:00:00",
      images: [],
      weekendPricePerHour: null,
      depositAmount: null,
    });
  });

  it("filters by city and district, by slug, id or Turkish name", async () => {
    const istanbul = ["Kadıköy Yıldız Halı Saha", "Şişli Gençlik Spor"];
    expect(await names("?city=istanbul")).toEqual(istanbul);
    expect(await names("?city=34")).toEqual(istanbul);
    expect(await names(`?city=${encodeURIComponent("İstanbul")}`)).toEqual(istanbul);
    expect(await names("?city=ankara")).toEqual(["Çankaya Arena"]);
    expect(await names("?district=kadikoy")).toEqual(["Kadıköy Yıldız Halı Saha"]);
    const [kadikoy] = (await list("?district=kadikoy")).items;
    expect(await names(`?district=${kadikoy!.districtId}`)).toEqual(["Kadıköy Yıldız Halı Saha"]);
    expect(await names("?city=istanbul&district=sisli")).toEqual(["Şişli Gençlik Spor"]);
    expect(await names("?city=ankara&district=kadikoy")).toEqual([]);
    expect(await list("?city=atlantis")).toEqual({ items: [], count: 0, totalPages: 0 });
    expect(await names("?city=99")).toEqual([]);
  });

  it("filters by price and rating", async () => {
    expect(await names("?minPrice=700")).toEqual(["Kadıköy Yıldız Halı Saha", "Şişli Gençlik Spor"]);
    expect(await names("?maxPrice=700")).toEqual(["Gol Sahası Ege", "Çankaya Arena"]);
    expect(await names("?minPrice=600&maxPrice=800")).toEqual(["Kadıköy Yıldız Halı Saha", "Çankaya Arena"]);
    expect(await names("?minPrice=800&maxPrice=800")).toEqual(["Kadıköy Yıldız Halı Saha"]);
    expect(await names("?rating=4.5")).toEqual(["Kadıköy Yıldız Halı Saha", "Gol Sahası Ege"]);
    expect(await names("?rating=0")).toEqual(active);
    expect(await names("?rating=5")).toEqual([]);
    expect(await names("?city=istanbul&maxPrice=1000&rating=4")).toEqual(["Kadıköy Yıldız Halı Saha"]);
    expect(await names("?minPrice=&maxPrice=&city=&search=")).toEqual(active);
  });

  it("orders by price up or down, newest first, or by rating (the default), and refuses another order", async () => {
    const cheapFirst = ["Gol Sahası Ege", "Çankaya Arena", "Kadıköy Yıldız Halı Saha", "Şişli Gençlik Spor"];
    expect(await names("?sort=price_asc")).toEqual(cheapFirst);
    expect(await names("?sort=price_desc")).toEqual([...cheapFirst].reverse());
    expect(await names("?sort=rating")).toEqual(active);
    expect(await names("?sort=newest")).toEqual([
      "Gol Sahası Ege",
      "Çankaya Arena",
      "Şişli Gençlik Spor",
      "Kadıköy Yıldız Halı Saha",
    ]);
    expect(await names("?sort=price_asc&city=istanbul&limit=1&offset=1")).toEqual(["Şişli Gençlik Spor"]);
    const refused = await get("/api/facilities?sort=cheapest");
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({ errors: [{ field: "sort", message: facilityMessages.invalidSort }] });
  });

  it("searches name, address and district Turkish-aware in both directions", async () => {
    for (const search of ["kadikoy", "Kadıköy", "KADIKÖY", "kadıköy", "KADIKOY", "  kadikoy  "]) {
      expect(await names(`?search=${encodeURIComponent(search)}`), search).toEqual([
        "Kadıköy Yıldız Halı Saha",
      ]);
    }
    for (const search of ["sisli genclik", "ŞİŞLİ GENÇLİK", "Şişli", "gençlik şişli", "SISLI"]) {
      expect(await names(`?search=${encodeURIComponent(search)}`), search).toEqual(["Şişli Gençlik Spor"]);
    }
    expect(await names(`?search=${encodeURIComponent("KIZILAY")}`)).toEqual(["Çankaya Arena"]);
    expect(await names("?search=bornova")).toEqual(["Gol Sahası Ege"]);
    expect(await names(`?search=${encodeURIComponent("halı saha")}`)).toEqual(["Kadıköy Yıldız Halı Saha"]);
    expect(await names("?search=kadikoy&city=ankara")).toEqual([]);
    for (const search of ["%", "_", "\\", "'; drop table facilities; --", "100%"]) {
      const { status, body } = await get(`/api/facilities?search=${encodeURIComponent(search)}`);
      expect(status, search).toBe(200);
      expect((body.data as List).items, search).toEqual([]);
    }
  });

  it("pages, including past the end", async () => {
    const first = await list("?limit=2");
    expect(first.items.map((f) => f.name)).toEqual(active.slice(0, 2));
    expect([first.count, first.totalPages]).toEqual([4, 2]);
    expect(await names("?limit=2&offset=2")).toEqual(active.slice(2));
    expect(await names("?limit=3&offset=3")).toEqual(active.slice(3));
    expect(await list("?offset=10")).toEqual({ items: [], count: 4, totalPages: 1 });
    expect(await names("?limit=100")).toEqual(active);
  });

  it("answers bad query values with 400 and Turkish field messages, never 500", async () => {
    const cases: [string, string, string][] = [
      ["limit=0", "limit", "Geçersiz sayfa boyutu"],
      ["limit=101", "limit", "Geçersiz sayfa boyutu"],
      ["limit=abc", "limit", "Geçersiz sayfa boyutu"],
      ["offset=-1", "offset", "Geçersiz başlangıç değeri"],
      ["offset=99999999999", "offset", "Geçersiz başlangıç değeri"],
      ["minPrice=abc", "minPrice", "Geçersiz minimum fiyat"],
      ["maxPrice=-1", "maxPrice", "Geçersiz maksimum fiyat"],
      ["minPrice=900&maxPrice=100", "minPrice", "Minimum fiyat maksimum fiyattan büyük olamaz"],
      ["rating=6", "rating", "Geçersiz puan (0 ile 5 arasında olmalıdır)"],
      ["rating=abc", "rating", "Geçersiz puan (0 ile 5 arasında olmalıdır)"],
      ["status=deleted", "status", "Geçersiz tesis durumu"],
      [`search=${"a".repeat(101)}`, "search", "Arama metni en fazla 100 karakter olabilir"],
      ["city=%21%21", "city", "Geçersiz şehir"],
      ["district=99999999999", "district", "Geçersiz ilçe"],
      ["city=a&city=b", "city", "Geçersiz şehir"],
    ];
    for (const [query, field, message] of cases) {
      const { status, body } = await get(`/api/facilities?${query}`);
      expect(status, query).toBe(400);
      expect(body.success).toBe(false);
      expect((body.data as FieldErrors).errors, query).toEqual([{ field, message }]);
    }
  });

  it("honours status only for owners (their own) and admins", async () => {
    expect(await names("?status=inactive")).toEqual(active);
    expect(await names("?status=inactive", tokens.user)).toEqual(active);
    expect(await names("", tokens.owner)).toEqual(active);
    expect(await names("?status=inactive", tokens.owner)).toEqual(["Kadıköy Moda Pasif Saha"]);
    expect(await names("?status=pending", tokens.owner)).toEqual([]);
    expect(await names("?status=inactive", tokens.otherOwner)).toEqual([]);
    expect(await names("?status=pending", tokens.otherOwner)).toEqual(["Bekleyen Saha"]);
    expect(await names("?status=active", tokens.otherOwner)).toEqual(active);
    expect(await names("?status=pending", tokens.admin)).toEqual(["Bekleyen Saha"]);
    expect(await names("?status=inactive&search=moda", tokens.admin)).toEqual(["Kadıköy Moda Pasif Saha"]);
    expect(await names("?status=inactive", "not-a-token")).toEqual(active);
  });

  it("shows one facility; bad id 400, unknown, hidden or deleted 404", async () => {
    const { status, body } = await get(`/api/facilities/${ids.kadikoy}`);
    expect(status).toBe(200);
    const facility = facilitySchema.parse((body.data as { items: unknown }).items);
    expect(facility).toMatchObject({
      id: ids.kadikoy,
      name: "Kadıköy Yıldız Halı Saha",
      district: { name: "Kadıköy" },
    });
    expect(facility.images).toHaveLength(2);

    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const bad = await get(`/api/facilities/${id}`);
      expect(bad.status, id).toBe(400);
      expect((bad.body.data as FieldErrors).errors).toEqual([
        { field: "id", message: "Geçersiz tesis numarası" },
      ]);
    }
    for (const [id, token] of [
      [999999, undefined],
      [ids.inactive, undefined],
      [ids.inactive, tokens.user],
      [ids.inactive, tokens.otherOwner],
      [ids.pending, tokens.owner],
      [ids.deleted, undefined],
      [ids.deleted, tokens.admin],
    ] as const) {
      const missing = await get(`/api/facilities/${id}`, token);
      expect(missing.status, `${id}`).toBe(404);
      expect(missing.body).toEqual({ success: false, message: "Tesis bulunamadı.", data: null });
    }
    expect((await get(`/api/facilities/${ids.inactive}`, tokens.owner)).status).toBe(200);
    expect((await get(`/api/facilities/${ids.pending}`, tokens.admin)).status).toBe(200);
  });

  it("seeds 40 demo facilities once, in five cities, 35 by sahip@ and 5 by sahip2@", async () => {
    const { db } = ctx().database;
    await seedDemoAccounts(db);
    await seedDemoFacilities(db);
    await seedDemoFacilities(db);
    const owned = async (email: string) => {
      const owner = await findUserByEmail(db, email);
      const [row] = await db
        .select({ n: count() })
        .from(facilities)
        .where(and(eq(facilities.ownerId, owner!.id), isNull(facilities.deletedAt)));
      return row!.n;
    };
    expect(await owned("sahip@halisaha.dev")).toBe(35);
    expect(await owned("sahip2@halisaha.dev")).toBe(5);
    expect(await owned("admin@halisaha.dev")).toBe(0);
    const data = await list("?limit=100&search=halı saha");
    const demo = data.items.filter((f) => f.email?.endsWith("@halisaha.dev"));
    expect(demo).toHaveLength(40);
    expect(new Set(demo.map((f) => f.city.name))).toEqual(
      new Set(["İstanbul", "Ankara", "İzmir", "Antalya", "Bursa"]),
    );
    expect(demo.filter((f) => f.facility_owner.firstName === "Zeynep")).toHaveLength(5);
    for (const f of demo) expect(f).toMatchObject({ status: "active" });
    expect((await list("?city=izmir&search=karsiyaka")).count).toBe(1);
  });

  it("gives every demo facility 2 to 5 shipped pictures, the first the only main one, once", async () => {
    const { db } = ctx().database;
    await seedDemoFacilityImages(db);
    await seedDemoFacilityImages(db);
    const demo = (await list("?limit=100&search=halı saha")).items.filter((f) =>
      f.email?.endsWith("@halisaha.dev"),
    );
    expect(demo).toHaveLength(40);
    const urls = new Set<string>();
    for (const f of demo) {
      expect(f.images.length, f.name).toBeGreaterThanOrEqual(2);
      expect(f.images.length, f.name).toBeLessThanOrEqual(5);
      expect(f.images.map((image) => image.isMain)).toEqual(f.images.map((_, i) => i === 0));
      expect(new Set(f.images.map((image) => image.imageUrl)).size, f.name).toBe(f.images.length);
      for (const image of f.images) {
        expect(image.imageUrl).toMatch(/^\/images\/facilities\/saha-\d{2}\.svg$/);
        // The same drawing at an upload's card width, for cards and link previews.
        expect(image.cardUrl).toBe(image.imageUrl.replace(/\.svg$/, ".webp"));
        urls.add(image.imageUrl).add(image.cardUrl!);
      }
    }
    // Neighbours differ: the 40 main pictures use every one of the 16 drawings.
    expect(new Set(demo.map((f) => f.images[0]!.imageUrl)).size).toBe(16);
    // A facility that already has pictures (the test's own) keeps exactly those.
    const [kadikoy] = (await list("?search=kadikoy yildiz&district=kadikoy")).items;
    expect(kadikoy!.images.map((image) => image.imageUrl)).toEqual(["/uploads/b.webp", "/uploads/a.webp"]);

    for (const url of urls) {
      const response = await ctx().app.inject({ method: "GET", url, headers: { accept: "image/*" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=604800, stale-while-revalidate=86400");
      if (url.endsWith(".svg")) {
        expect(response.headers["content-type"], url).toMatch(/^image\/svg\+xml/);
        expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      } else {
        expect(response.headers["content-type"], url).toBe("image/webp");
        expect(sniffImageType(response.rawPayload), url).toBe("image/webp");
      }
    }
  });

  it("gives demo pictures seeded before cards existed their card size, leaving others alone", async () => {
    const { db } = ctx().database;
    await seedDemoFacilityImages(db);
    const [facility] = (await list("?search=kadikoy yildiz&district=kadikoy")).items;
    await db.insert(facilityImages).values([
      { facilityId: facility!.id, imageUrl: "/images/facilities/saha-07.svg", isMain: false, position: 8 },
      { facilityId: facility!.id, imageUrl: "/uploads/c.svg", isMain: false, position: 9 },
    ]);
    await seedDemoFacilityImages(db);
    const added = and(eq(facilityImages.facilityId, facility!.id), inArray(facilityImages.position, [8, 9]));
    const after = await db
      .select({ imageUrl: facilityImages.imageUrl, cardUrl: facilityImages.cardUrl })
      .from(facilityImages)
      .where(added)
      .orderBy(facilityImages.position);
    expect(after).toEqual([
      { imageUrl: "/images/facilities/saha-07.svg", cardUrl: "/images/facilities/saha-07.webp" },
      { imageUrl: "/uploads/c.svg", cardUrl: null },
    ]);
    await db.delete(facilityImages).where(added);
  });

  it("serves only the shipped pictures under /images", async () => {
    for (const url of [
      "/images/facilities/saha-99.svg",
      "/images/facilities/",
      "/images/../package.json",
      "/images/facilities/..%2f..%2fpackage.json",
      "/images/%2e%2e/%2e%2e/package.json",
    ]) {
      const response = await ctx().app.inject({ method: "GET", url, headers: { accept: "image/*" } });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain("@halisaha/api");
    }
    expect(demoImagesFor(0)[0]).toEqual({
      imageUrl: "/images/facilities/saha-01.svg",
      cardUrl: "/images/facilities/saha-01.webp",
    });
  });
});
