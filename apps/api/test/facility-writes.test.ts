import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  facilityFormMessages as m,
  facilityMessages,
  httpMessages,
  istanbulToday,
  type Facility,
} from "@halisaha/data/contract";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import type { Db } from "../src/db";
import type { FileStorage } from "../src/adapters/storage";
import { cities, districts, facilities, facilityImages } from "../src/db/schema";
import { fileRemovalJob } from "../src/modules/facilities/file-removal-job";
import { describeEachDatabase } from "./helpers/app";
import { pendingJobs } from "./helpers/jobs";
import {
  asFile,
  facilityFormFields,
  jpegPhoto,
  multipartBody,
  pngImage,
  webpImage,
  type UploadFile,
} from "./helpers/multipart";
import { book, createAccount, createFacility, ensurePlace, type Account } from "./helpers/reservations";

const uploadsRoot = mkdtempSync(join(tmpdir(), "halisaha-i11-"));
afterAll(() => rmSync(uploadsRoot, { recursive: true, force: true }));

type Fields = Record<string, string>;

describeEachDatabase(
  "facilities: the owner's list and writes",
  (ctx) => {
    let app: App;
    let owner: Account;
    let otherOwner: Account;
    let admin: Account;
    let player: Account;
    let place: { cityId: number; districtId: number };
    let photo: Buffer;
    let png: Buffer;
    const uploadsDir = join(uploadsRoot, "uploads");

    beforeAll(async () => {
      app = ctx().app;
      const db = ctx().database.db;
      owner = await createAccount(app, db, { role: "facility_owner" });
      otherOwner = await createAccount(app, db, { role: "facility_owner" });
      admin = await createAccount(app, db, { role: "admin" });
      player = await createAccount(app, db);
      place = await ensurePlace(db);
      [photo, png] = await Promise.all([jpegPhoto(), pngImage()]);
    });

    function send(
      method: "POST" | "PUT",
      url: string,
      account: Account | undefined,
      fields: Fields,
      files: readonly UploadFile[] = [],
      on: App = app,
    ) {
      const body = multipartBody(fields, files);
      return on.inject({
        method,
        url,
        headers: { ...body.headers, ...(account ? { authorization: `Bearer ${account.token}` } : {}) },
        payload: body.payload,
      });
    }

    async function create(
      account: Account,
      fields: Fields = facilityFormFields(place),
      files: readonly UploadFile[] = [],
    ) {
      const response = await send("POST", "/api/facilities", account, fields, files);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.items as Facility;
    }

    const auth = (account: Account) => ({ authorization: `Bearer ${account.token}` });
    const fileOf = (url: string) => join(uploadsDir, url.replace(/^\/uploads\//, ""));
    const rowCounts = async () => {
      const db = ctx().database.db;
      const [f] = await db.select({ n: count() }).from(facilities);
      const [i] = await db.select({ n: count() }).from(facilityImages);
      return { facilities: f!.n, images: i!.n };
    };

    describe("POST /facilities", () => {
      it("creates an active facility with re-encoded images, the first one main", async () => {
        const response = await send("POST", "/api/facilities", owner, facilityFormFields(place), [
          asFile(photo),
          asFile(png, "ikinci.png", "image/png"),
        ]);
        expect(response.statusCode, response.body).toBe(201);
        const body = response.json();
        expect(body.message).toBe(m.created);
        const facility = body.data.items as Facility;
        expect(facility).toMatchObject({
          name: "Yıldız Halı Saha",
          status: "active",
          rating: 0,
          pricePerHour: 1200,
          weekendPricePerHour: 1500,
          depositAmount: 200,
          phone: "2165550000",
          openingTime: "09:00:00",
          closingTime: "21:00:00",
          amenities: ["wifi", "free_parking"],
        });
        expect(facility.images).toHaveLength(2);
        expect(facility.images.filter((image) => image.isMain)).toHaveLength(1);
        const [main, second] = facility.images;
        expect(main!.isMain).toBe(true);
        for (const image of facility.images) {
          expect(image.imageUrl).toMatch(/^\/uploads\/facilities\/[0-9a-f-]+-large\.webp$/);
          expect(image.cardUrl).toMatch(/-card\.webp$/);
        }
        const large = await sharp(fileOf(main!.imageUrl)).metadata();
        const card = await sharp(fileOf(main!.cardUrl!)).metadata();
        expect(large).toMatchObject({ format: "webp", width: 1600, height: 1200 });
        expect(card).toMatchObject({ format: "webp", width: 480, height: 360 });
        expect(large.exif).toBeUndefined();
        expect(large.icc).toBeUndefined();
        // never enlarged
        expect(await sharp(fileOf(second!.imageUrl)).metadata()).toMatchObject({ width: 640, height: 480 });

        const served = await app.inject({ method: "GET", url: main!.imageUrl });
        expect(served.statusCode).toBe(200);
        expect(served.headers["content-type"]).toBe("image/webp");
        expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      });

      it("stores 'Anında onay' (off unless sent) and changes it on edit; anything but true/false is 400", async () => {
        const plain = await create(owner);
        expect(plain.instantConfirmation).toBe(false);
        const instant = await create(owner, facilityFormFields(place, { instantConfirmation: "true" }));
        expect(instant.instantConfirmation).toBe(true);
        const edited = await send(
          "PUT",
          `/api/facilities/${instant.id}`,
          owner,
          facilityFormFields(place, { instantConfirmation: "false" }),
        );
        expect(edited.statusCode, edited.body).toBe(200);
        expect(edited.json().data.items.instantConfirmation).toBe(false);
        const bad = await send(
          "POST",
          "/api/facilities",
          owner,
          facilityFormFields(place, { instantConfirmation: "belki" }),
        );
        expect(bad.statusCode).toBe(400);
        expect(bad.json().data.errors).toEqual([
          { field: "instantConfirmation", message: m.invalidInstantConfirmation },
        ]);
      });

      it("takes the main image from imageInfo and accepts WebP", async () => {
        const facility = await create(
          owner,
          facilityFormFields(place, {
            imageInfo: JSON.stringify([
              { index: 0, isMain: false },
              { index: 1, isMain: true },
            ]),
          }),
          [asFile(png, "a.png", "image/png"), asFile(await webpImage(), "b.webp", "image/webp")],
        );
        const main = facility.images.find((image) => image.isMain);
        expect(facility.images).toHaveLength(2);
        expect((await sharp(fileOf(main!.imageUrl)).metadata()).width).toBe(300);
      });

      it("decides owner, status, rating and id itself, whatever the body says", async () => {
        const facility = await create(
          owner,
          facilityFormFields(place, {
            ownerId: String(otherOwner.id),
            status: "inactive",
            rating: "5",
            id: "1",
          }),
        );
        expect(facility.status).toBe("active");
        expect(facility.rating).toBe(0);
        expect(facility.id).not.toBe(1);
        const [row] = await ctx()
          .database.db.select({ ownerId: facilities.ownerId })
          .from(facilities)
          .where(eq(facilities.id, facility.id));
        expect(row!.ownerId).toBe(owner.id);
      });

      it("starts facilities pending when approval is required", async () => {
        const approving = ctx().buildApp({ env: { DATA_DIR: uploadsRoot, FACILITY_APPROVAL: "required" } });
        const response = await send(
          "POST",
          "/api/facilities",
          owner,
          facilityFormFields(place),
          [],
          approving,
        );
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().data.items.status).toBe("pending");
      });

      it("answers every bad field with its Turkish text", async () => {
        const cases: [Fields, string, string][] = [
          [{ name: "" }, "name", m.nameRequired],
          [{ address: " " }, "address", m.addressRequired],
          [{ cityId: "" }, "cityId", m.cityRequired],
          [{ districtId: "" }, "districtId", m.districtRequired],
          [{ phone: "123" }, "phone", m.invalidPhone],
          [{ email: "x@" }, "email", m.invalidEmail],
          [{ website: "site" }, "website", m.invalidWebsite],
          [{ pricePerHour: "" }, "pricePerHour", m.priceRequired],
          [{ pricePerHour: "-10" }, "pricePerHour", m.pricePositive],
          [{ weekendPricePerHour: "0" }, "weekendPricePerHour", m.weekendPricePositive],
          [{ depositAmount: "-1" }, "depositAmount", m.depositNegative],
          [{ fieldType: "Kum" }, "fieldType", m.fieldTypeRequired],
          [{ fieldSize: "9v9" }, "fieldSize", m.fieldSizeRequired],
          [{ workingHours: "[" }, "workingHours", m.invalidWorkingHours],
          [{ amenities: "{" }, "amenities", m.invalidAmenity],
          [{ imageInfo: JSON.stringify([{ index: 3, isMain: true }]) }, "imageInfo", m.invalidImageInfo],
        ];
        const before = await rowCounts();
        for (const [overrides, field, message] of cases) {
          const response = await send("POST", "/api/facilities", owner, facilityFormFields(place, overrides));
          expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
          expect(response.json().data.errors).toContainEqual({ field, message });
        }
        expect(await rowCounts()).toEqual(before);
      });

      it("refuses a district of another city", async () => {
        const db: Db = ctx().database.db;
        await db
          .insert(cities)
          .values({ id: 6, name: "Ankara", slug: "ankara", sortOrder: 1 })
          .onConflictDoNothing();
        const [district] = await db
          .insert(districts)
          .values({ cityId: 6, name: "Çankaya", slug: "cankaya", sortOrder: 0 })
          .returning({ id: districts.id });
        const response = await send(
          "POST",
          "/api/facilities",
          owner,
          facilityFormFields(place, { districtId: String(district!.id) }),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().data.errors).toEqual([{ field: "districtId", message: m.districtNotInCity }]);
      });

      it("refuses a sixth image, a file over 5 MB, and anything that is not an image by content", async () => {
        const before = await rowCounts();
        const six = Array.from({ length: 6 }, () => asFile(png, "p.png", "image/png"));
        const tooMany = await send("POST", "/api/facilities", owner, facilityFormFields(place), six);
        expect(tooMany.statusCode).toBe(400);
        expect(tooMany.json().message).toBe(m.tooManyImages);

        const big = Buffer.concat([photo.subarray(0, 4), Buffer.alloc(5 * 1024 * 1024 - 2)]);
        const tooLarge = await send("POST", "/api/facilities", owner, facilityFormFields(place), [
          asFile(big),
        ]);
        expect(tooLarge.statusCode).toBe(413);
        expect(tooLarge.json()).toMatchObject({ success: false, message: m.imageTooLarge });

        const text = asFile(Buffer.from("bu bir resim değil"), "x.png", "image/png");
        const wrongType = await send("POST", "/api/facilities", owner, facilityFormFields(place), [text]);
        expect(wrongType.statusCode).toBe(415);
        expect(wrongType.json().message).toBe(m.imageType);

        const gif = asFile(Buffer.from("GIF89a\x01\x00\x01\x00"), "x.jpg", "image/jpeg");
        expect(
          (await send("POST", "/api/facilities", owner, facilityFormFields(place), [gif])).statusCode,
        ).toBe(415);

        const truncated = asFile(photo.subarray(0, 600), "kesik.jpg");
        const unreadable = await send("POST", "/api/facilities", owner, facilityFormFields(place), [
          truncated,
        ]);
        expect(unreadable.statusCode).toBe(415);
        expect(unreadable.json().message).toBe(m.imageUnreadable);

        const asJson = await app.inject({
          method: "POST",
          url: "/api/facilities",
          headers: owner.headers,
          payload: { name: "x" },
        });
        expect(asJson.statusCode).toBe(415);
        expect(asJson.json().message).toBe(m.notMultipart);
        expect(await rowCounts()).toEqual(before);
      });

      it("refuses a form that never closes (truncated body) with the Turkish 400, storing nothing", async () => {
        const filesIn = async () => {
          const entries = await readdir(uploadsDir, { recursive: true }).catch(() => [] as string[]);
          return entries.sort();
        };
        const before = await rowCounts();
        const filesBefore = await filesIn();
        const body = multipartBody(facilityFormFields(place), [asFile(photo), asFile(png, "p.png", "image/png")]);
        // cut inside the last image, inside the first one, and inside the text fields
        for (const length of [body.payload.length - 40, body.payload.length - png.length - 200, 300]) {
          const response = await app.inject({
            method: "POST",
            url: "/api/facilities",
            headers: { ...body.headers, ...auth(owner) },
            payload: body.payload.subarray(0, length),
          });
          expect(response.statusCode, response.body).toBe(400);
          expect(response.json()).toEqual({ success: false, message: httpMessages.incompleteBody, data: null });
        }
        const facility = await create(owner);
        const edit = await app.inject({
          method: "PUT",
          url: `/api/facilities/${facility.id}`,
          headers: { ...body.headers, ...auth(owner) },
          payload: body.payload.subarray(0, body.payload.length - 40),
        });
        expect(edit.statusCode).toBe(400);
        expect(edit.json().message).toBe(httpMessages.incompleteBody);
        expect(await rowCounts()).toEqual({ ...before, facilities: before.facilities + 1 });
        expect(await filesIn()).toEqual(filesBefore);
      });

      it("ends an upload whose body stops arriving with 408 after REQUEST_TIMEOUT_MS, storing nothing", async () => {
        const before = await rowCounts();
        const slow = ctx().buildApp({ env: { DATA_DIR: uploadsRoot, REQUEST_TIMEOUT_MS: "1000" } });
        await slow.listen({ port: 0, host: "127.0.0.1" });
        const { port } = slow.server.address() as { port: number };
        const body = multipartBody(facilityFormFields(place), [asFile(png, "p.png", "image/png")]);
        const started = Date.now();
        const raw = await new Promise<string>((resolve, reject) => {
          const socket = connect(port, "127.0.0.1", () => {
            socket.write(
              `POST /api/facilities HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${owner.token}\r\n` +
                `Content-Type: ${body.headers["content-type"]}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
            );
            // Half the body, then nothing: the form never closes.
            socket.write(body.payload.subarray(0, body.payload.length / 2));
          });
          let text = "";
          socket.on("data", (chunk) => (text += chunk.toString()));
          socket.on("close", () => resolve(text));
          socket.on("error", reject);
        });

        expect(raw).toMatch(/^HTTP\/1\.1 408 /);
        expect(JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4))).toEqual({
          success: false,
          message: httpMessages.requestTimeout,
          data: null,
        });
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(await rowCounts()).toEqual(before);
      });

      it("is for owners and admins: player 403, guest 401", async () => {
        expect((await send("POST", "/api/facilities", player, facilityFormFields(place))).statusCode).toBe(
          403,
        );
        expect((await send("POST", "/api/facilities", undefined, facilityFormFields(place))).statusCode).toBe(
          401,
        );
        const byAdmin = await send("POST", "/api/facilities", admin, facilityFormFields(place));
        expect(byAdmin.statusCode).toBe(201);
      });
    });

    describe("PUT /facilities/{id}", () => {
      it("updates the fields, adds images and picks a stored image as main", async () => {
        const facility = await create(owner, facilityFormFields(place), [asFile(png, "a.png", "image/png")]);
        const [first] = facility.images;
        const response = await send(
          "PUT",
          `/api/facilities/${facility.id}`,
          owner,
          facilityFormFields(place, {
            pricePerHour: "1350",
            name: "Yeni Yıldız",
            status: "inactive",
            rating: "5",
            ownerId: String(otherOwner.id),
            imageInfo: JSON.stringify([{ index: 0, isMain: true }]),
          }),
          [asFile(photo)],
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().message).toBe(m.updated);
        const updated = response.json().data.items as Facility;
        expect(updated).toMatchObject({
          name: "Yeni Yıldız",
          pricePerHour: 1350,
          status: "active",
          rating: 0,
        });
        expect(updated.images).toHaveLength(2);
        expect(updated.images.find((image) => image.isMain)!.id).not.toBe(first!.id);
        const search = await app.inject({
          method: "GET",
          url: "/api/facilities/user?search=yeni%20yildiz",
          headers: auth(owner),
        });
        expect(search.json().data.items.map((item: Facility) => item.id)).toEqual([facility.id]);

        const back = await send(
          "PUT",
          `/api/facilities/${facility.id}`,
          owner,
          facilityFormFields(place, { imageInfo: JSON.stringify([{ id: first!.id, isMain: true }]) }),
        );
        expect(back.statusCode, back.body).toBe(200);
        const images = (back.json().data.items as Facility).images;
        expect(images.filter((image) => image.isMain).map((image) => image.id)).toEqual([first!.id]);
      });

      it("keeps five images at most and leaves no file behind when the save is refused", async () => {
        const four = Array.from({ length: 4 }, () => asFile(png, "p.png", "image/png"));
        const facility = await create(owner, facilityFormFields(place), four);
        const before = await rowCounts();
        const listFiles = () => readdir(join(uploadsDir, "facilities"));
        const filesBefore = await listFiles();
        const response = await send(
          "PUT",
          `/api/facilities/${facility.id}`,
          owner,
          facilityFormFields(place),
          [asFile(png, "p.png", "image/png"), asFile(png, "q.png", "image/png")],
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(m.tooManyImages);
        expect(await rowCounts()).toEqual(before);
        expect((await listFiles()).sort()).toEqual(filesBefore.sort());

        const fifth = await send("PUT", `/api/facilities/${facility.id}`, owner, facilityFormFields(place), [
          asFile(png, "p.png", "image/png"),
        ]);
        expect(fifth.statusCode).toBe(200);
        expect(fifth.json().data.items.images).toHaveLength(5);
      });

      it("refuses a main image of another facility", async () => {
        const facility = await create(owner, facilityFormFields(place));
        const response = await send(
          "PUT",
          `/api/facilities/${facility.id}`,
          owner,
          facilityFormFields(place, { imageInfo: JSON.stringify([{ id: 999999, isMain: true }]) }),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().data.errors).toEqual([{ field: "imageInfo", message: m.imageNotFound }]);
      });

      it("lets the owner and an admin write; another owner gets 404, a player 403, a guest 401", async () => {
        const facility = await create(owner);
        const url = `/api/facilities/${facility.id}`;
        expect((await send("PUT", url, otherOwner, facilityFormFields(place))).statusCode).toBe(404);
        expect((await send("PUT", url, player, facilityFormFields(place))).statusCode).toBe(403);
        expect((await send("PUT", url, undefined, facilityFormFields(place))).statusCode).toBe(401);
        const byAdmin = await send("PUT", url, admin, facilityFormFields(place, { pricePerHour: "999" }));
        expect(byAdmin.statusCode, byAdmin.body).toBe(200);
        expect(byAdmin.json().data.items.pricePerHour).toBe(999);
        expect((await send("PUT", "/api/facilities/abc", owner, facilityFormFields(place))).statusCode).toBe(
          400,
        );
        expect(
          (await send("PUT", "/api/facilities/999999", owner, facilityFormFields(place))).statusCode,
        ).toBe(404);
        const invalid = await send("PUT", url, owner, facilityFormFields(place, { name: "" }));
        expect(invalid.json().data.errors).toEqual([{ field: "name", message: m.nameRequired }]);
      });
    });

    describe("DELETE /facilities/{id}/images/{imageId}", () => {
      it("removes the image and its files; the next image becomes main", async () => {
        const facility = await create(owner, facilityFormFields(place), [
          asFile(png, "a.png", "image/png"),
          asFile(png, "b.png", "image/png"),
        ]);
        const [main, other] = facility.images;
        const url = `/api/facilities/${facility.id}/images/${main!.id}`;
        expect((await app.inject({ method: "DELETE", url, headers: auth(otherOwner) })).statusCode).toBe(404);
        expect((await app.inject({ method: "DELETE", url, headers: auth(player) })).statusCode).toBe(403);
        expect((await app.inject({ method: "DELETE", url })).statusCode).toBe(401);

        const response = await app.inject({ method: "DELETE", url, headers: auth(owner) });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().message).toBe(m.imageDeleted);
        expect(response.json().data.items.images).toEqual([{ ...other!, isMain: true }]);
        expect(existsSync(fileOf(main!.imageUrl))).toBe(false);
        expect(existsSync(fileOf(main!.cardUrl!))).toBe(false);
        expect(existsSync(fileOf(other!.imageUrl))).toBe(true);

        const again = await app.inject({ method: "DELETE", url, headers: auth(owner) });
        expect(again.statusCode).toBe(404);
        expect(again.json().message).toBe(m.imageNotFound);
        const byAdmin = await app.inject({
          method: "DELETE",
          url: `/api/facilities/${facility.id}/images/${other!.id}`,
          headers: auth(admin),
        });
        expect(byAdmin.json().data.items.images).toEqual([]);
      });
    });

    describe("DELETE /facilities/{id}", () => {
      it("refuses while a future booking is pending or confirmed, then soft-deletes", async () => {
        const db = ctx().database.db;
        const facilityId = await createFacility(db, owner.id);
        const date = istanbulToday(new Date(Date.now() + 3 * 86_400_000));
        const reservation = await book(app, player, facilityId, date, "10:00");
        const url = `/api/facilities/${facilityId}`;
        expect((await app.inject({ method: "DELETE", url, headers: auth(otherOwner) })).statusCode).toBe(404);
        expect((await app.inject({ method: "DELETE", url, headers: auth(player) })).statusCode).toBe(403);
        expect((await app.inject({ method: "DELETE", url })).statusCode).toBe(401);

        const refused = await app.inject({ method: "DELETE", url, headers: auth(owner) });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ success: false, message: m.deleteBlocked });

        const cancelled = await app.inject({
          method: "PATCH",
          url: `/api/reservations/${reservation.id}/cancel`,
          headers: auth(owner),
        });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        const deleted = await app.inject({ method: "DELETE", url, headers: auth(owner) });
        expect(deleted.statusCode, deleted.body).toBe(200);
        expect(deleted.json()).toEqual({ success: true, message: m.deleted, data: null });

        const [row] = await db.select().from(facilities).where(eq(facilities.id, facilityId));
        expect(row!.deletedAt).not.toBeNull();
        const publicDetail = await app.inject({ method: "GET", url });
        expect(publicDetail.statusCode).toBe(404);
        expect(publicDetail.json().message).toBe(facilityMessages.notFound);
        const mine = await app.inject({
          method: "GET",
          url: "/api/facilities/user?limit=100",
          headers: owner.headers,
        });
        expect(mine.json().data.items.map((item: Facility) => item.id)).not.toContain(facilityId);
        // the player's history still shows the reservation
        const history = await app.inject({
          method: "GET",
          url: "/api/reservations/user",
          headers: player.headers,
        });
        expect(history.statusCode).toBe(200);
        expect(JSON.stringify(history.json().data)).toContain(reservation.reservationNumber);
        expect((await app.inject({ method: "DELETE", url, headers: auth(owner) })).statusCode).toBe(404);
      });

      it("lets an admin delete any facility", async () => {
        const facilityId = await createFacility(ctx().database.db, otherOwner.id);
        const response = await app.inject({
          method: "DELETE",
          url: `/api/facilities/${facilityId}`,
          headers: auth(admin),
        });
        expect(response.statusCode).toBe(200);
      });
    });

    describe("GET /facilities/user", () => {
      it("lists the owner's facilities of every status; an admin sees all", async () => {
        const db = ctx().database.db;
        const lister = await createAccount(app, db, { role: "facility_owner" });
        const ids = {
          active: await createFacility(db, lister.id, { name: "Aktif Kadıköy Saha" }),
          inactive: await createFacility(db, lister.id, { name: "Pasif Saha", status: "inactive" }),
          pending: await createFacility(db, lister.id, { name: "Bekleyen Saha", status: "pending" }),
        };
        const foreign = await createFacility(db, otherOwner.id, { name: "Başkasının Sahası" });
        const get = (query: string, account: Account | null = lister) =>
          app.inject({
            method: "GET",
            url: `/api/facilities/user${query}`,
            headers: account ? auth(account) : {},
          });

        const all = await get("");
        expect(all.statusCode).toBe(200);
        expect(all.json().data).toMatchObject({ count: 3, totalPages: 1 });
        expect(
          all
            .json()
            .data.items.map((item: Facility) => item.id)
            .sort(),
        ).toEqual(Object.values(ids).sort());
        for (const status of ["active", "inactive", "pending"] as const) {
          const filtered = await get(`?status=${status}`);
          expect(filtered.json().data.items.map((item: Facility) => item.id)).toEqual([ids[status]]);
        }
        expect((await get("?search=PASİF")).json().data.items.map((item: Facility) => item.id)).toEqual([
          ids.inactive,
        ]);
        const paged = await get("?limit=2&offset=2");
        expect(paged.json().data).toMatchObject({ count: 3, totalPages: 2 });
        expect(paged.json().data.items).toHaveLength(1);

        const everyone = await get("?limit=100", admin);
        expect(everyone.json().data.items.map((item: Facility) => item.id)).toContain(foreign);

        expect((await get("?status=deleted")).statusCode).toBe(400);
        expect((await get("", player)).statusCode).toBe(403);
        expect((await get("", null)).statusCode).toBe(401);
        // the public list stays active-only
        const publicList = await app.inject({ method: "GET", url: "/api/facilities?limit=100&search=saha" });
        const publicIds = publicList.json().data.items.map((item: Facility) => item.id);
        expect(publicIds).toContain(ids.active);
        expect(publicIds).not.toContain(ids.inactive);
        expect(publicIds).not.toContain(ids.pending);
      });
    });

    describe("storage failures", () => {
      it("leaves neither rows nor files when the storage fails halfway", async () => {
        const stored = new Set<string>();
        let putsLeft = 3;
        const failing: FileStorage = {
          kind: "local",
          async put(key) {
            if (putsLeft <= 0) throw new Error("disk full");
            putsLeft -= 1;
            stored.add(key);
          },
          async delete(keys) {
            for (const key of keys) stored.delete(key);
          },
          urlOf: (key) => `/uploads/${key}`,
        };
        const broken = ctx().buildApp({ env: { DATA_DIR: uploadsRoot }, services: { storage: failing } });
        const before = await rowCounts();
        const response = await send(
          "POST",
          "/api/facilities",
          owner,
          facilityFormFields(place),
          [asFile(png, "a.png", "image/png"), asFile(png, "b.png", "image/png")],
          broken,
        );
        expect(response.statusCode).toBe(500);
        expect(response.json().success).toBe(false);
        expect(stored.size).toBe(0);
        expect(await rowCounts()).toEqual(before);
      });

      it("removes a deleted image's files through the jobs queue, retried until the storage obeys", async () => {
        const stored = new Set<string>();
        let deletesToRefuse = 1;
        const flaky: FileStorage = {
          kind: "local",
          async put(key) {
            stored.add(key);
          },
          async delete(keys) {
            if (deletesToRefuse > 0) {
              deletesToRefuse -= 1;
              throw new Error("bucket unavailable");
            }
            for (const key of keys) stored.delete(key);
          },
          urlOf: (key) => `/uploads/${key}`,
        };
        const withFlakyStorage = ctx().buildApp({
          env: { DATA_DIR: uploadsRoot },
          services: { storage: flaky },
        });
        const created = await send(
          "POST",
          "/api/facilities",
          owner,
          facilityFormFields(place),
          [asFile(png, "a.png", "image/png"), asFile(png, "b.png", "image/png")],
          withFlakyStorage,
        );
        expect(created.statusCode, created.body).toBe(201);
        const facility = created.json().data.items as Facility;
        expect(stored.size).toBe(4);
        const [first] = facility.images;

        const deleted = await withFlakyStorage.inject({
          method: "DELETE",
          url: `/api/facilities/${facility.id}/images/${first!.id}`,
          headers: { authorization: `Bearer ${owner.token}` },
        });
        expect(deleted.statusCode, deleted.body).toBe(200);
        // The storage refused once: the row is gone, the files wait in the queue.
        expect(stored.size).toBe(4);
        const owed = (await pendingJobs(ctx().database.db)).filter((job) => job.kind === fileRemovalJob.kind);
        expect(owed).toHaveLength(1);
        expect(owed[0]!.attempts).toBe(1);

        expect(await withFlakyStorage.jobs.runNow(fileRemovalJob.kind, owed[0]!.key!)).toBe(true);
        expect(stored.size).toBe(2);
        expect(
          [...stored].every((key) => !first!.imageUrl.endsWith(key) && !first!.cardUrl!.endsWith(key)),
        ).toBe(true);
        expect(
          (await pendingJobs(ctx().database.db)).filter((job) => job.kind === fileRemovalJob.kind),
        ).toEqual([]);
      });
    });
  },
  { env: { DATA_DIR: uploadsRoot } },
);
