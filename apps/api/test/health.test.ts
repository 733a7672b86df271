import { httpMessages } from "@halisaha/data/contract";
import { expect, it } from "vitest";
import { createTestApp, describeEachDatabase } from "./helpers/app";

describeEachDatabase("GET /api/health", (getContext) => {
  it("answers 200 with the envelope once the database runs a query", async () => {
    const response = await getContext().app.inject({ method: "GET", url: "/api/health" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      success: true,
      message: httpMessages.ok,
      data: { status: "ok", database: "ok" },
    });
  });

  it("answers 503 with the envelope when the database is gone", async () => {
    const broken = await createTestApp({ target: getContext().target });
    try {
      await broken.database.close();
      const response = await broken.app.inject({ method: "GET", url: "/api/health" });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: httpMessages.serviceUnavailable,
        data: { status: "error", database: "error" },
      });
    } finally {
      await broken.close();
    }
  });
});
