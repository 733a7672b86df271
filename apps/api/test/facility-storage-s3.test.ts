import { defaultWorkingHours, facilityFormMessages as m, type Facility } from "@halisaha/data/contract";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { App } from "../src/app";
import { facilities, facilityImages } from "../src/db/schema";
import { describeEachDatabase } from "./helpers/app";
import { startFakeS3, type FakeS3 } from "./fakes/s3-fake";
import { asFile, multipartBody, pngImage } from "./helpers/multipart";
import { createAccount, ensurePlace, type Account } from "./helpers/reservations";

describeEachDatabase("facility images in an S3-compatible bucket", (ctx) => {
  let s3: FakeS3;
  let app: App;
  let owner: Account;
  let fields: Record<string, string>;
  let png: Buffer;

  beforeAll(async () => {
    s3 = await startFakeS3();
    app = ctx().buildApp({
      env: {
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.url,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        S3_REGION: "eu-central-1",
        S3_PUBLIC_URL: "https://cdn.halisaha.test/gorseller",
      },
    });
    const db = ctx().database.db;
    owner = await createAccount(app, db, { role: "facility_owner" });
    const place = await ensurePlace(db);
    png = await pngImage(2000, 1000);
    fields = {
      name: "Bulut Saha",
      address: "Gökyüzü Sok. 3",
      cityId: String(place.cityId),
      districtId: String(place.districtId),
      pricePerHour: "900",
      fieldType: "Halı Saha",
      fieldSize: "6v6",
      workingHours: JSON.stringify(defaultWorkingHours()),
    };
  });

  afterAll(async () => {
    await s3?.close();
  });

  function post(files = [asFile(png, "a.png", "image/png")]) {
    const body = multipartBody(fields, files);
    return app.inject({
      method: "POST",
      url: "/api/facilities",
      headers: { ...body.headers, authorization: `Bearer ${owner.token}` },
      payload: body.payload,
    });
  }

  it("puts both WebP files in the bucket, links them by the public URL, and deletes them", async () => {
    const response = await post();
    expect(response.statusCode, response.body).toBe(201);
    const [image] = (response.json().data.items as Facility).images;
    expect(image!.imageUrl).toMatch(
      /^https:\/\/cdn\.halisaha\.test\/gorseller\/facilities\/[0-9a-f-]+-large\.webp$/,
    );
    const keyOf = (url: string) => url.replace("https://cdn.halisaha.test/gorseller/", "");
    const large = s3.objects.get(keyOf(image!.imageUrl));
    const card = s3.objects.get(keyOf(image!.cardUrl!));
    expect(large).toMatchObject({
      contentType: "image/webp",
      cacheControl: "public, max-age=31536000, immutable",
    });
    expect(await sharp(large!.body).metadata()).toMatchObject({ format: "webp", width: 1600, height: 800 });
    expect(await sharp(card!.body).metadata()).toMatchObject({ format: "webp", width: 480, height: 240 });
    expect(response.headers["content-security-policy"]).toContain("https://cdn.halisaha.test");

    const removed = await app.inject({
      method: "DELETE",
      url: `/api/facilities/${response.json().data.items.id}/images/${image!.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(m.imageDeleted);
    expect(s3.objects.has(keyOf(image!.imageUrl))).toBe(false);
    expect(s3.objects.has(keyOf(image!.cardUrl!))).toBe(false);
  });

  it("removes what it uploaded and writes no row when the bucket refuses a file", async () => {
    const db = ctx().database.db;
    const before = [s3.objects.size, (await db.select({ n: count() }).from(facilities))[0]!.n];
    const imagesBefore = (await db.select({ n: count() }).from(facilityImages))[0]!.n;
    s3.failPutsAfter(3);
    try {
      const response = await post([asFile(png, "a.png", "image/png"), asFile(png, "b.png", "image/png")]);
      expect(response.statusCode).toBe(500);
    } finally {
      s3.failPutsAfter(undefined);
    }
    expect([s3.objects.size, (await db.select({ n: count() }).from(facilities))[0]!.n]).toEqual(before);
    expect((await db.select({ n: count() }).from(facilityImages))[0]!.n).toBe(imagesBefore);
    expect(s3.requests.filter((request) => request.startsWith("DELETE"))).toHaveLength(3 + 2);
  });
});
