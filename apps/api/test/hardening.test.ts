import { httpMessages, textMessages } from "@halisaha/data/contract";
import { expect, it, describe } from "vitest";
import { describeEachDatabase } from "./helpers/app";
import { bearer, json, newAccount } from "./helpers/accounts";
import { bookingBody, createAccount, createFacility } from "./helpers/reservations";

/** Every answer body under /api: the envelope, with a Turkish message (no Fastify English). */
function expectTurkishEnvelope(body: string): void {
  const parsed = JSON.parse(body) as { success: unknown; message: unknown; data: unknown };
  expect(parsed).toEqual({ success: false, message: expect.any(String), data: parsed.data ?? null });
  expect(parsed.message).not.toMatch(/\b(expected|received|invalid|error|request|must)\b/i);
}

describeEachDatabase("hardening: inputs the probe found giving 500 or English", (ctx) => {
  describe("control characters in free text (a NUL byte used to reach PostgreSQL: 500)", () => {
    const nul = "a\u0000b";

    it.each([
      ["the login identifier", "/api/auth/login", { identityFier: nul, password: "x" }, "identityFier"],
      ["a register name", "/api/auth/register", { ...newAccount(), firstName: nul }, "firstName"],
      ["the forgot-password phone", "/api/auth/forgot-password", { phone: `555${nul}` }, "phone"],
    ])("refuses %s with the Turkish 400 naming the field", async (_, url, payload, field) => {
      const response = await ctx().app.inject({ method: "POST", url, headers: json, payload });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: httpMessages.badRequest,
        data: { errors: [{ field, message: textMessages.controlCharacters }] },
      });
    });

    it("refuses it in a search query and in a path parameter", async () => {
      const search = await ctx().app.inject({ method: "GET", url: "/api/facilities?search=kad%00ikoy" });
      const path = await ctx().app.inject({ method: "GET", url: "/api/facilities/1%00" });

      expect(search.statusCode).toBe(400);
      expect(search.json().data.errors).toEqual([
        { field: "search", message: textMessages.controlCharacters },
      ]);
      expect(path.statusCode).toBe(400);
      expectTurkishEnvelope(path.body);
    });

    it("refuses it in the booking's contact fields and in a paymentIntentId", async () => {
      const player = await createAccount(ctx().app, ctx().database.db);
      const owner = await createAccount(ctx().app, ctx().database.db, { role: "facility_owner" });
      const facilityId = await createFacility(ctx().database.db, owner.id);
      const booking = await ctx().app.inject({
        method: "POST",
        url: "/api/reservations",
        headers: player.headers,
        payload: bookingBody(facilityId, "2030-01-10", "10:00", { contactName: nul, notes: "\u001b[2J" }),
      });
      const confirm = await ctx().app.inject({
        method: "POST",
        url: "/api/stripe/test-mode/confirm",
        headers: player.headers,
        payload: {
          paymentIntentId: `pi_${nul}`,
          cardNumber: "4242424242424242",
          expiry: "12/39",
          cvc: "123",
        },
      });

      expect(booking.statusCode).toBe(400);
      expect(booking.json().data.errors).toEqual([
        { field: "contactName", message: textMessages.controlCharacters },
        { field: "notes", message: textMessages.controlCharacters },
      ]);
      expect(confirm.statusCode).toBe(400);
      expect(confirm.json().data.errors).toEqual([
        { field: "paymentIntentId", message: textMessages.controlCharacters },
      ]);
    });

    it("keeps tabs and line breaks, which notes may hold", async () => {
      const response = await ctx().app.inject({
        method: "GET",
        url: "/api/facilities?search=kad%09ikoy%0A",
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe("validation texts are Turkish, also for wrong JSON types", () => {
    it.each([
      ["a number as the body", 42],
      ["an array as the body", [1, 2]],
      ["a string as the body", "merhaba"],
      ["null as the body", null],
    ])("login with %s: 400 with Turkish field texts", async (_, payload) => {
      const response = await ctx().app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: json,
        payload: JSON.stringify(payload),
      });

      expect(response.statusCode).toBe(400);
      const { errors } = response.json().data as { errors: { field: string; message: string }[] };
      expect(errors.length).toBeGreaterThan(0);
      for (const { message } of errors) {
        expect(message).not.toMatch(
          /\b(object|number|string|array|null|undefined|boolean|expected|received)\b/,
        );
      }
      expect(errors[0]?.message).toMatch(/nesne bekleniyordu/);
    });

    it("names wrong types of fields in Turkish", async () => {
      const response = await ctx().app.inject({
        method: "POST",
        url: "/api/auth/register",
        headers: json,
        payload: { ...newAccount(), firstName: 12, lastName: ["x"], userName: true },
      });

      expect(response.statusCode).toBe(400);
      for (const { message } of response.json().data.errors as { message: string }[])
        expect(message).not.toMatch(/\b(object|number|string|array|boolean|expected|received)\b/);
    });
  });

  describe("tokens", () => {
    it.each([["9999999999"], ["2147483648"], ["-1"], ["0"], ["1e3"], ["1.5"]])(
      "a signed token whose sub is %s is a 401, never a 500",
      async (sub) => {
        const { SignJWT } = await import("jose");
        const now = Math.floor(Date.now() / 1000);
        const token = await new SignJWT({ role: "admin", tv: 0 })
          .setProtectedHeader({ alg: "HS256", typ: "JWT" })
          .setSubject(sub)
          .setIssuer("halisaha")
          .setAudience("halisaha-api")
          .setIssuedAt(now)
          .setExpirationTime(now + 3600)
          .sign(new TextEncoder().encode(ctx().app.config.jwtSecret));

        const response = await ctx().app.inject({
          method: "GET",
          url: "/api/auth/me",
          headers: bearer(token),
        });

        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, message: httpMessages.unauthorized, data: null });
      },
    );
  });
});
