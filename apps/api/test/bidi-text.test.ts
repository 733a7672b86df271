import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { facilities, reservations, subscribers, users } from "../src/db/schema";
import { bearer, json, newAccount } from "./helpers/accounts";
import { facilityFormFields, multipartBody } from "./helpers/multipart";
import { describeReservations, THURSDAY } from "./helpers/reservation-suite";
import { book, createFacility, ensurePlace } from "./helpers/reservations";
import { postSubscriber, regular } from "./helpers/subscribers";

/**
 * "Trojan Source" text: bidirectional controls make a name read differently from what it is
 * ("Saha King İ" shown, `Saha İ gniK` stored). The contract's `cleanText` strips them from every
 * stored name, address, description and note; these prove the stored rows are clean.
 */
const trojan = (text: string) => `\u2067${text}\u202E\u200F\u2069\u061C`;
const controls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

describeReservations("bidirectional controls never reach the database", (ctx) => {
  let facilityId: number;

  beforeAll(async () => {
    facilityId = await createFacility(ctx().db, ctx().cast.owner.id);
  });

  it("register and the profile store names without them", async () => {
    const registered = await ctx().app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: json,
      payload: { ...newAccount(), firstName: trojan("Ayşe"), lastName: trojan("Yılmaz") },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { token, items } = registered.json().data as { token: string; items: { id: number } };
    const updated = await ctx().app.inject({
      method: "PUT",
      url: "/api/users/profile",
      headers: { ...json, ...bearer(token) },
      payload: { lastName: trojan("Kaya") },
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const [row] = await ctx()
      .db.select()
      .from(users)
      .where(eq(users.id, Number(items.id)));
    expect(row).toMatchObject({ firstName: "Ayşe", lastName: "Kaya" });
  });

  it("a name of nothing but controls is empty: the Turkish 'required' answer", async () => {
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: json,
      payload: { ...newAccount(), firstName: "\u202E\u2066\u200F" },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().data.errors).toEqual([{ field: "firstName", message: "Ad gereklidir" }]);
  });

  it("a facility's name, address and description are stored without them", async () => {
    const body = multipartBody(
      facilityFormFields(await ensurePlace(ctx().db), {
        name: trojan("Yıldız Halı Saha"),
        address: trojan("Spor Cad. No:1"),
        description: trojan("Kapalı saha."),
      }),
    );
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/facilities",
      headers: { ...body.headers, ...bearer(ctx().cast.owner.token) },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);

    const [row] = await ctx()
      .db.select()
      .from(facilities)
      .where(eq(facilities.id, Number(response.json().data.items.id)));
    expect(row).toMatchObject({
      name: "Yıldız Halı Saha",
      address: "Spor Cad. No:1",
      description: "Kapalı saha.",
    });
    expect(row?.searchText).not.toMatch(controls);
  });

  it("a booking's contact name and notes are stored without them", async () => {
    const reservation = await book(ctx().app, ctx().cast.user, facilityId, THURSDAY, "18:00", {
      contactName: trojan("Zeynep Kılıç"),
      notes: trojan("Top getiriyoruz."),
    });

    const [row] = await ctx().db.select().from(reservations).where(eq(reservations.id, reservation.id));
    expect(row).toMatchObject({ contactName: "Zeynep Kılıç", notes: "Top getiriyoruz." });
  });

  it("a weekly subscriber's name and notes are stored without them", async () => {
    const response = await postSubscriber(
      ctx().app,
      ctx().cast.owner,
      regular(facilityId, { contactName: trojan("Ahmet Yılmaz"), notes: trojan("Her salı.") }),
    );
    expect(response.statusCode, response.body).toBe(201);

    const [row] = await ctx()
      .db.select()
      .from(subscribers)
      .where(eq(subscribers.id, Number(response.json().data.items.id)));
    expect(row).toMatchObject({ contactName: "Ahmet Yılmaz", notes: "Her salı." });
  });
});

describe("the strings these tests send", () => {
  it("carry the controls (so the tests above prove a strip, not a no-op)", () => {
    expect(trojan("Ayşe")).toMatch(controls);
    expect(trojan("Ayşe").length).toBe("Ayşe".length + 5);
  });
});
