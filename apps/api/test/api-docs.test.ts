import { Validator } from "@seriousme/openapi-schema-validator";
import type { RouteOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { isApiUrl } from "../src/plugins/urls";
import { createTestApp, type TestApp } from "./helpers/app";

type OpenApi = { openapi: string; paths: Record<string, Record<string, { responses?: object }>> };

/** "/api/facilities/:id" → "/api/facilities/{id}", as OpenAPI writes paths. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

describe("the OpenAPI description at /api/docs/json", () => {
  let testApp: TestApp;
  const apiRoutes: RouteOptions[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    // The app registers its plugins when it first becomes ready: this hook sees every route.
    testApp.app.addHook("onRoute", (route) => {
      if (isApiUrl(route.url) && !route.url.startsWith("/api/docs")) apiRoutes.push(route);
    });
    return () => testApp.close();
  });

  it("validates as OpenAPI 3.1", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const description = response.json() as OpenApi;
    expect(description.openapi).toBe("3.1.0");
    const validator = new Validator();
    const result = await validator.validate(description);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every /api route, each with a response schema", async () => {
    const description = (
      await testApp.app.inject({ method: "GET", url: "/api/docs/json" })
    ).json() as OpenApi;
    expect(apiRoutes.length).toBeGreaterThan(30);
    const missing: string[] = [];
    const withoutSchema: string[] = [];
    for (const route of apiRoutes) {
      for (const method of [route.method].flat()) {
        if (method === "HEAD" || method === "OPTIONS") continue;
        const name = `${method} ${route.url}`;
        const operation = description.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        if (!operation) missing.push(name);
        else if (!route.schema?.response) withoutSchema.push(name);
      }
    }
    expect(missing, "routes missing from the description").toEqual([]);
    expect(withoutSchema, "routes without a response schema: add one from the contract").toEqual([]);
  });

  it("leaves out what is not the API and serves a browsable page", async () => {
    const description = (
      await testApp.app.inject({ method: "GET", url: "/api/docs/json" })
    ).json() as OpenApi;
    expect(Object.keys(description.paths).filter((path) => !path.startsWith("/api/"))).toEqual([]);
    const page = await testApp.app.inject({
      method: "GET",
      url: "/api/docs/",
      headers: { accept: "text/html" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/swagger/i);
  });

  it("is off in production unless API_DOCS=on", async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: "production",
        PUBLIC_URL: "https://halisaha.example",
        JWT_SECRET: "x".repeat(40),
        SMS_PROVIDER: "console",
        PAYMENTS_MODE: "test",
      },
    });
    try {
      expect((await production.app.inject({ method: "GET", url: "/api/docs/json" })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
