import { connect } from "node:net";
import { httpMessages, textMessages } from "@halisaha/data/contract";
import { describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { openPostgres } from "../src/db";
import { MAX_JSON_DEPTH } from "../src/http/json-depth";
import { createLogger } from "../src/logger";
import { buildApp } from "../src/app";
import { describeEachDatabase, testConfig } from "./helpers/app";
import { createTestDatabase, testTargets } from "./helpers/databases";
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

  describe("JSON nested thousands of levels deep (a stack overflow used to answer 500)", () => {
    const arrays = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const objects = `${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`;
    const routes = [
      "/api/auth/login",
      "/api/auth/google-login",
      "/api/reservations",
      "/api/stripe/create-payment-intent",
      "/api/auth/forgot-password",
      "/api/auth/reset-password",
      "/api/auth/register",
    ];

    it.each(routes)("%s refuses it with the Turkish 400, arrays, objects or inside a field", async (url) => {
      const player = await createAccount(ctx().app, ctx().database.db);
      for (const payload of [arrays, objects, `{"identityFier":${objects},"phone":${arrays}}`]) {
        const response = await ctx().app.inject({
          method: "POST",
          url,
          headers: { ...json, ...player.headers },
          payload,
        });

        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
        expect(response.json()).toEqual({ success: false, message: httpMessages.jsonTooDeep, data: null });
      }
    });

    it("still validates a body nested to the limit, and keeps refusing __proto__ keys", async () => {
      const atLimit = `{"identityFier":${"[".repeat(MAX_JSON_DEPTH - 1)}${"]".repeat(MAX_JSON_DEPTH - 1)}}`;
      const limit = await ctx().app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: json,
        payload: atLimit,
      });
      const poisoned = await ctx().app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: json,
        payload: '{"identityFier":"a","password":"b","__proto__":{"role":"admin"}}',
      });

      expect(limit.statusCode).toBe(400);
      expect(limit.json().message).toBe(httpMessages.badRequest);
      expect(limit.json().data.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: "identityFier" })]),
      );
      expect(poisoned.statusCode).toBe(400);
      expectTurkishEnvelope(poisoned.body);
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

  describe("answers outside the routes are the Turkish envelope too", () => {
    it("a URL that does not decode: 400, without echoing it or Fastify's code", async () => {
      const response = await ctx().app.inject({ method: "GET", url: "/api/facilities/%FF" });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: httpMessages.badUrl, data: null });
      expect(response.body).not.toMatch(/%FF|FST_/);
    });

    it("a path parameter over the length limit: 414", async () => {
      const response = await ctx().app.inject({ method: "GET", url: `/api/facilities/${"1".repeat(300)}` });

      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({ success: false, message: httpMessages.uriTooLong, data: null });
    });

    it("a bare OPTIONS (no CORS preflight): 400 envelope; a real preflight still works", async () => {
      const bare = await ctx().app.inject({ method: "OPTIONS", url: "/api/facilities" });
      const preflight = await ctx().app.inject({
        method: "OPTIONS",
        url: "/api/facilities",
        headers: { origin: "http://localhost:5173", "access-control-request-method": "GET" },
      });
      const dev = ctx().buildApp({ env: { NODE_ENV: "development", JWT_SECRET: "x".repeat(40) } });
      const allowed = await dev.inject({
        method: "OPTIONS",
        url: "/api/facilities",
        headers: { origin: "http://localhost:5173", "access-control-request-method": "GET" },
      });

      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toEqual({ success: false, message: httpMessages.invalidPreflight, data: null });
      expect(preflight.statusCode).toBeLessThan(500);
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    });

    it("headers over 16 KB: 431 in the envelope, straight from the socket", async () => {
      const app = ctx().buildApp();
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as { port: number };
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => {
          socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
        });
        let text = "";
        socket.on("data", (chunk) => (text += chunk.toString()));
        socket.on("end", () => resolve(text));
        socket.on("error", reject);
      });

      expect(raw).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4))).toEqual({
        success: false,
        message: httpMessages.headersTooLarge,
        data: null,
      });
    });
  });

  describe("headers and logs", () => {
    it("API answers are never stored (no-store) and every answer has a Permissions-Policy", async () => {
      const account = newAccount();
      const registered = await ctx().app.inject({
        method: "POST",
        url: "/api/auth/register",
        headers: json,
        payload: account,
      });
      const me = await ctx().app.inject({
        method: "GET",
        url: "/api/auth/me",
        headers: bearer(registered.json().data.token),
      });
      const failed = await ctx().app.inject({ method: "GET", url: "/api/auth/me" });

      for (const response of [registered, me, failed]) {
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(response.headers["permissions-policy"]).toMatch(/camera=\(\)/);
      }
    });

    it("logs no e-mail address, phone number or token, in fields or in error texts", async () => {
      const lines: string[] = [];
      const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
      logger.info(
        { email: "ayse@example.com", user: { phoneNumber: "5551234567" }, token: "eyJa.b.c" },
        "fields",
      );
      logger.error(
        {
          err: new Error(
            "Failed query: select … params: ayse@example.com,0555 123 45 67,eyJhbGc.eyJzdWIi.sig",
          ),
        },
        "failed",
      );

      const text = lines.join("\n");
      expect(text).not.toMatch(/ayse@example\.com|5551234567|555 123 45 67|eyJ/);
      expect(text).toContain("[redacted]");
      expect(text).toContain("[e-posta]");
    });
  });

  describe("limits hold across API processes (counted in PostgreSQL)", () => {
    it("two apps on one database share one per-IP count", async () => {
      const first = ctx().buildApp({ env: { RATE_LIMIT_MAX: "3" } });
      const second = ctx().buildApp({ env: { RATE_LIMIT_MAX: "3" } });
      const request = { method: "GET", url: "/api/health", remoteAddress: "10.88.0.1" } as const;

      const statuses = [];
      for (const app of [first, second, first, second]) statuses.push((await app.inject(request)).statusCode);

      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await second.inject({ ...request, remoteAddress: "10.88.0.2" })).statusCode).toBe(200);
    });

    it("limits registrations per IP (REGISTER_RATE_LIMIT_MAX an hour), on every process", async () => {
      const first = ctx().buildApp({ env: { REGISTER_RATE_LIMIT_MAX: "2" } });
      const second = ctx().buildApp({ env: { REGISTER_RATE_LIMIT_MAX: "2" } });
      const attempt = (app: App, remoteAddress: string) =>
        app.inject({
          method: "POST",
          url: "/api/auth/register",
          headers: json,
          payload: newAccount(),
          remoteAddress,
        });

      const statuses = [];
      for (const app of [first, second, first]) statuses.push((await attempt(app, "10.88.1.1")).statusCode);
      const refused = await attempt(second, "10.88.1.1");

      expect(statuses).toEqual([201, 201, 429]);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(60);
      expect(refused.json()).toEqual({ success: false, message: httpMessages.tooManyRequests, data: null });
      expect((await attempt(first, "10.88.1.2")).statusCode).toBe(201);
    });
  });

  describe("overload: 503 with Retry-After, never 500", () => {
    it("answers 503 in the envelope once the event loop lags (under-pressure)", async () => {
      const app = ctx().buildApp({ env: { OVERLOAD_EVENT_LOOP_DELAY_MS: "1" } });
      await app.ready();
      const busyUntil = Date.now() + 1500;
      const spin = () => {
        const stop = Date.now() + 60;
        while (Date.now() < stop);
        if (Date.now() < busyUntil) setTimeout(spin, 0);
      };
      spin();
      await new Promise((resolve) => setTimeout(resolve, 1600));

      const response = await app.inject({ method: "GET", url: "/api/health" });

      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("2");
      expect(response.json()).toEqual({ success: false, message: httpMessages.overloaded, data: null });
    });
  });
});

/** PostgreSQL only: PGlite has no connection pool. */
for (const target of testTargets().filter((t) => t.kind === "postgres"))
  describe("overload: a pool that runs out of connections [postgres]", () => {
    it("answers 503 with Retry-After when no connection frees up within DATABASE_POOL_WAIT_MS", async () => {
      const testDatabase = await createTestDatabase(target);
      const tiny = await openPostgres(testDatabase.url!, undefined, { max: 1, waitMs: 2000 });
      const held = tiny.kind === "postgres" ? await tiny.pool.connect() : undefined;
      const app: App = buildApp({ config: testConfig(), db: tiny.db });
      try {
        const response = await app.inject({ method: "GET", url: "/api/facilities" });

        expect(response.statusCode).toBe(503);
        expect(response.headers["retry-after"]).toBe("2");
        expect(response.json()).toEqual({ success: false, message: httpMessages.overloaded, data: null });
      } finally {
        held?.release();
        await app.close();
        await tiny.close();
        await testDatabase.dispose();
      }
    });
  });
