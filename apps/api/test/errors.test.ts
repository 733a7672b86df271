import { httpMessages } from "@halisaha/data/contract";
import type { InjectOptions } from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "./helpers/app";
import { probeModule, probeSecret } from "./helpers/probe-routes";

const json = { "content-type": "application/json" };

describeEachDatabase(
  "error envelope",
  (getContext) => {
    const inject = (options: InjectOptions) => getContext().app.inject(options);

    describe("400 validation", () => {
      it("lists each bad field by its dotted path with the schema's Turkish text", async () => {
        const response = await inject({
          method: "POST",
          url: "/api/__probe/echo",
          headers: json,
          payload: { name: "A", address: {} },
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          success: false,
          message: httpMessages.badRequest,
          data: {
            errors: [
              { field: "name", message: "Ad en az 2 karakter olmalıdır." },
              { field: "address.city", message: "Şehir zorunludur." },
            ],
          },
        });
      });

      it("names the path parameter that failed", async () => {
        const response = await inject({ method: "GET", url: "/api/__probe/items/abc" });

        expect(response.statusCode).toBe(400);
        expect(response.json().data.errors).toEqual([{ field: "id", message: "Geçersiz kayıt numarası." }]);
      });

      it("gives the parse() helper the same answer as a route schema", async () => {
        const payload = { name: "A", address: {} };
        const [viaSchema, viaHelper] = await Promise.all([
          inject({ method: "POST", url: "/api/__probe/echo", headers: json, payload }),
          inject({ method: "POST", url: "/api/__probe/parse", headers: json, payload }),
        ]);

        expect(viaHelper.statusCode).toBe(400);
        expect(viaHelper.json()).toEqual(viaSchema.json());
      });

      it("names the body itself when it is missing", async () => {
        const response = await inject({ method: "POST", url: "/api/__probe/echo" });

        expect(response.statusCode).toBe(400);
        expect(response.json().data.errors).toEqual([{ field: "body", message: expect.any(String) }]);
      });

      it("drops unknown fields and hands the handler the parsed values", async () => {
        const response = await inject({
          method: "POST",
          url: "/api/__probe/echo",
          headers: json,
          payload: { name: "Ayşe", role: "admin", address: { city: "İstanbul", extra: 1 } },
        });

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          success: true,
          message: httpMessages.ok,
          data: { name: "Ayşe", address: { city: "İstanbul" } },
        });
      });

      it("answers malformed JSON with its own message", async () => {
        const response = await inject({
          method: "POST",
          url: "/api/__probe/echo",
          headers: json,
          payload: '{"name": "Ay',
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, message: httpMessages.malformedJson, data: null });
      });
    });

    describe("statuses thrown by modules", () => {
      it.each([
        ["/api/__probe/unauthorized", 401, httpMessages.unauthorized, null],
        ["/api/__probe/forbidden", 403, httpMessages.forbidden, null],
        ["/api/__probe/missing", 404, httpMessages.notFound, null],
        ["/api/__probe/taken", 409, "Seçilen saat dilimi artık müsait değil.", { dates: ["2026-01-05"] }],
      ])("GET %s → %i", async (url, status, message, data) => {
        const response = await inject({ method: "GET", url });

        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual({ success: false, message, data });
      });
    });

    describe("requests the server refuses", () => {
      it("answers an unknown /api route with 404 routeNotFound", async () => {
        const response = await inject({
          method: "GET",
          url: "/api/does-not-exist",
          headers: { accept: "text/html" },
        });

        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ success: false, message: httpMessages.routeNotFound, data: null });
      });

      it("answers an unknown page with the JSON 404 when no web app is served", async () => {
        const response = await inject({ method: "GET", url: "/some/page", headers: { accept: "text/html" } });

        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(httpMessages.routeNotFound);
      });

      it("answers a JSON body over 100 KB with 413", async () => {
        const payload = JSON.stringify({ name: "x".repeat(101 * 1024), address: { city: "İzmir" } });
        const response = await inject({ method: "POST", url: "/api/__probe/echo", headers: json, payload });

        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({
          success: false,
          message: httpMessages.payloadTooLarge,
          data: null,
        });
      });

      it("accepts a JSON body just under 100 KB", async () => {
        const payload = JSON.stringify({ name: "x".repeat(99 * 1024), address: { city: "İzmir" } });
        const response = await inject({ method: "POST", url: "/api/__probe/echo", headers: json, payload });

        expect(response.statusCode).toBe(200);
      });

      it.each(["application/xml", "text/plain"])("answers a %s body with 415", async (contentType) => {
        const response = await inject({
          method: "POST",
          url: "/api/__probe/echo",
          headers: { "content-type": contentType },
          payload: "<name>Ayşe</name>",
        });

        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          success: false,
          message: httpMessages.unsupportedMediaType,
          data: null,
        });
      });
    });

    describe("429 rate limit", () => {
      it("answers over the per-minute limit with 429 and Retry-After", async () => {
        const limited = getContext().buildApp({ env: { RATE_LIMIT_MAX: "2" } });
        const statuses: number[] = [];
        // Counts are shared by every app on the database: an address no other test uses.
        const request = { method: "GET", url: "/api/health", remoteAddress: "10.77.0.1" } as const;
        for (let i = 0; i < 2; i += 1) statuses.push((await limited.inject(request)).statusCode);
        const refused = await limited.inject(request);

        expect(statuses).toEqual([200, 200]);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
        expect(refused.json()).toEqual({ success: false, message: httpMessages.tooManyRequests, data: null });
      });

      it("counts unknown /api routes too, so scanning is limited", async () => {
        const limited = getContext().buildApp({ env: { RATE_LIMIT_MAX: "1" } });
        await limited.inject({ method: "GET", url: "/api/nope-1", remoteAddress: "10.77.0.2" });
        const refused = await limited.inject({
          method: "GET",
          url: "/api/nope-2",
          remoteAddress: "10.77.0.2",
        });

        expect(refused.statusCode).toBe(429);
        expect(refused.headers["retry-after"]).toBeDefined();
      });
    });

    describe("500", () => {
      it("answers a bug with the generic Turkish text and logs the detail only", async () => {
        const lines: string[] = [];
        const logger = pino({ level: "error" }, { write: (line: string) => void lines.push(line) });
        const app = getContext().buildApp({ logger });

        const response = await app.inject({ method: "GET", url: "/api/__probe/boom" });

        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ success: false, message: httpMessages.internal, data: null });
        expect(response.body).not.toContain("hunter2");
        expect(lines.join("\n")).toContain(probeSecret);
      });

      it("answers a body that breaks its response schema with 500, and never sends it", async () => {
        const lines: string[] = [];
        const logger = pino({ level: "error" }, { write: (line: string) => void lines.push(line) });
        const app = getContext().buildApp({ logger });

        const response = await app.inject({ method: "GET", url: "/api/__probe/answer/broken" });

        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ success: false, message: httpMessages.internal, data: null });
        expect(lines.join("\n")).toContain("/api/__probe/answer/broken");
      });
    });

    describe("response bodies", () => {
      it("send only what the response schema names", async () => {
        const response = await inject({ method: "GET", url: "/api/__probe/answer/extra" });

        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ name: "Saha", tags: ["ışıklı"] });
        expect(response.body).not.toContain("hunter2");
      });
    });
  },
  { extraModules: [probeModule] },
);
