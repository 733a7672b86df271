import { describe, expect, it } from "vitest";
import { describeEachDatabase, testConfig } from "./helpers/app";

const allowed = "https://app.halisaha.example";
const stranger = "https://evil.example";

describeEachDatabase(
  "security",
  (getContext) => {
    describe("headers", () => {
      it("sends helmet's security headers and the one CSP on API answers", async () => {
        const response = await getContext().app.inject({ method: "GET", url: "/api/health" });
        const csp = String(response.headers["content-security-policy"]);

        expect(response.headers["x-content-type-options"]).toBe("nosniff");
        expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
        expect(response.headers["referrer-policy"]).toBe("no-referrer");
        expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("img-src 'self' data: blob:");
        expect(csp).toContain(
          "script-src 'self' https://js.stripe.com https://accounts.google.com/gsi/client",
        );
        expect(csp).toContain(
          "frame-src https://js.stripe.com https://hooks.stripe.com https://accounts.google.com/gsi/",
        );
        expect(csp).toContain(
          "connect-src 'self' https://api.stripe.com https://accounts.google.com/gsi/ https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com;",
        );
        expect(csp).not.toContain("upgrade-insecure-requests");
      });

      it("upgrades insecure requests only in production", async () => {
        const production = getContext().buildApp({
          env: {
            NODE_ENV: "production",
            PUBLIC_URL: "https://halisaha.example",
            JWT_SECRET: "a-production-secret-of-32-characters-or-more",
            SMS_PROVIDER: "console",
            PAYMENTS_MODE: "test",
          },
        });
        const response = await production.inject({ method: "GET", url: "/api/health" });

        expect(response.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
      });
    });

    describe("CORS", () => {
      it("lets an allow-listed origin read answers", async () => {
        const response = await getContext().app.inject({
          method: "GET",
          url: "/api/health",
          headers: { origin: allowed },
        });

        expect(response.headers["access-control-allow-origin"]).toBe(allowed);
        expect(response.headers.vary).toContain("Origin");
      });

      it("answers an allow-listed preflight for a JSON write", async () => {
        const response = await getContext().app.inject({
          method: "OPTIONS",
          url: "/api/health",
          headers: {
            origin: allowed,
            "access-control-request-method": "PATCH",
            "access-control-request-headers": "content-type,authorization",
          },
        });

        expect(response.statusCode).toBe(204);
        expect(response.headers["access-control-allow-origin"]).toBe(allowed);
        expect(response.headers["access-control-allow-methods"]).toContain("PATCH");
        expect(response.headers["access-control-allow-headers"]).toBe("content-type,authorization");
      });

      it("gives any other origin no Access-Control-Allow-Origin, so browsers refuse it", async () => {
        const simple = await getContext().app.inject({
          method: "GET",
          url: "/api/health",
          headers: { origin: stranger },
        });
        const preflight = await getContext().app.inject({
          method: "OPTIONS",
          url: "/api/health",
          headers: { origin: stranger, "access-control-request-method": "DELETE" },
        });

        expect(simple.headers["access-control-allow-origin"]).toBeUndefined();
        expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
      });
    });
  },
  { env: { CORS_ORIGINS: `${allowed}, http://localhost:4173/` } },
);

describe("CORS configuration", () => {
  it("allows the Vite dev server by default in development only", () => {
    expect(testConfig({ NODE_ENV: "development" }).corsOrigins).toEqual(["http://localhost:5173"]);
    expect(
      testConfig({
        NODE_ENV: "production",
        PUBLIC_URL: "https://halisaha.example",
        JWT_SECRET: "a-production-secret-of-32-characters-or-more",
        SMS_PROVIDER: "console",
        PAYMENTS_MODE: "test",
      }).corsOrigins,
    ).toEqual([]);
  });

  it("normalises the listed origins", () => {
    expect(testConfig({ CORS_ORIGINS: `${allowed}, http://localhost:4173/` }).corsOrigins).toEqual([
      allowed,
      "http://localhost:4173",
    ]);
  });
});
