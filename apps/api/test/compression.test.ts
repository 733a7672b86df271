import { Readable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { httpMessages, paymentMessages } from "@halisaha/data/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, expect, it } from "vitest";
import { conflict } from "../src/http/errors";
import type { ApiModule } from "../src/modules";
import { seed } from "../src/db/seed";
import { seedSteps } from "../src/modules/seed-steps";
import { describeEachDatabase } from "./helpers/app";

/** What a browser sends; brotli must win over gzip. */
const browser = { "accept-encoding": "gzip, deflate, br, zstd" };

/** The body as the client reads it once it undoes the Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload);
  if (encoding === "gzip") return gunzipSync(response.rawPayload);
  if (encoding === undefined) return response.rawPayload;
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

const ERROR_DATES = Array.from(
  { length: 120 },
  (_, day) => `2026-01-${String((day % 28) + 1).padStart(2, "0")}`,
);

const routes: FastifyPluginAsyncZod = async (app) => {
  // An error envelope well above the threshold, as the error handler writes it.
  app.get("/big-conflict", async () => {
    throw conflict(httpMessages.conflict, { dates: ERROR_DATES });
  });
  // Server-sent events must reach the client as they are written, never through a compressor.
  app.get("/events", async (_request, reply) =>
    reply
      .header("content-type", "text/event-stream")
      .send(Readable.from(Array.from({ length: 50 }, (_, i) => `data: ${"x".repeat(40)} ${i}\n\n`))),
  );
};
const compressionProbe: ApiModule = { prefix: "/__compression", routes };

describeEachDatabase("compression of API answers", (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    // The demo data: 40 facilities, so a list page is the ~21 KB answer the app really sends.
    await seed(ctx().database.db, seedSteps);
  });

  it("answers GET /api/facilities with brotli when the client accepts it", async () => {
    const plain = await get("/api/facilities");
    const response = await get("/api/facilities", browser);

    expect(plain.rawPayload.length).toBeGreaterThan(10 * 1024);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    // Compressed in one go (not streamed), so the length is known.
    expect(response.headers["content-length"]).toBe(String(response.rawPayload.length));
    expect(JSON.parse(decoded(response).toString())).toEqual(plain.json());
  });

  it("answers with gzip when the client accepts only gzip", async () => {
    const plain = await get("/api/facilities");
    const response = await get("/api/facilities", { "accept-encoding": "gzip" });

    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(response).toString())).toEqual(plain.json());
  });

  it("answers as it is, with its length, without Accept-Encoding", async () => {
    const response = await get("/api/facilities");

    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-length"]).toBe(String(response.rawPayload.length));
    expect(response.json().success).toBe(true);
  });

  it("answers as it is when the client accepts neither brotli nor gzip", async () => {
    const response = await get("/api/facilities", { "accept-encoding": "deflate, identity" });

    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json().success).toBe(true);
  });

  it("does not compress a small answer (below 1 KB)", async () => {
    const response = await get("/api/health", browser);

    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-length"]).toBe(String(response.rawPayload.length));
    expect(response.json().data).toEqual({ status: "ok", database: "ok" });
  });

  it("keeps small error envelopes (404, 400) plain and intact", async () => {
    const missing = await get("/api/tesisler", browser);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
    expect(missing.json()).toEqual({ success: false, message: httpMessages.routeNotFound, data: null });

    const invalid = await get("/api/facilities?limit=abc", browser);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers["content-encoding"]).toBeUndefined();
    expect(invalid.json().success).toBe(false);
  });

  it("compresses a large error envelope and keeps its status and body", async () => {
    const app = ctx().buildApp({ extraModules: [compressionProbe] });
    const response = await app.inject({
      method: "GET",
      url: "/api/__compression/big-conflict",
      headers: browser,
    });

    expect(response.statusCode).toBe(409);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(decoded(response).toString())).toEqual({
      success: false,
      message: httpMessages.conflict,
      data: { dates: ERROR_DATES },
    });
  });

  it("never compresses server-sent events", async () => {
    const app = ctx().buildApp({ extraModules: [compressionProbe] });
    const response = await app.inject({ method: "GET", url: "/api/__compression/events", headers: browser });

    expect(response.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toContain("data: ");
  });

  it("compresses the shipped SVG images", async () => {
    const plain = await get("/images/facilities/saha-01.svg");
    const response = await get("/images/facilities/saha-01.svg", browser);

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe(plain.headers["cache-control"]);
    expect(decoded(response).equals(plain.rawPayload)).toBe(true);
  });

  it("leaves the Stripe webhook's request body as it came (no request decompression)", async () => {
    // Not gzip at all: a decompressor would fail (400/415) before the signature check.
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "content-encoding": "gzip", ...browser },
      payload: '{"id":"evt_1"}',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: paymentMessages.webhookSignatureInvalid,
      data: null,
    });
  });
});
