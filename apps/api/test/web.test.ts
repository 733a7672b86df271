import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { httpMessages } from "@halisaha/data/contract";
import { afterAll, expect, it } from "vitest";
import { describeEachDatabase } from "./helpers/app";
import { webDistWithSiblings } from "./helpers/web-dist";

// The fixture with .br/.gz siblings where the web build would write them; the manifest has none
// (like a file under the build's 1 KB threshold).
const webDist = webDistWithSiblings(["index.html", "assets/index-Abc123.js"]);
afterAll(() => webDist.remove());
const distFile = (file: string) => readFileSync(join(webDist.root, file));

const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
const browser = { "accept-encoding": "gzip, deflate, br, zstd" };

describeEachDatabase(
  "web app on the same port",
  (getContext) => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      getContext().app.inject({ method: "GET", url, headers });

    it("serves index.html at / without caching it", async () => {
      const response = await get("/", html);

      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain('<div id="root">');
    });

    it("caches hashed assets for a year", async () => {
      const response = await get("/assets/index-Abc123.js");

      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    });

    it("revalidates files outside assets/", async () => {
      const response = await get("/manifest.webmanifest");

      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
    });

    it("falls back to index.html for client-side routes", async () => {
      const response = await get("/tesisler/42/rezervasyon?tarih=2026-01-05", html);

      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain('<div id="root">');
    });

    it("keeps unknown /api routes a JSON 404 even for a browser", async () => {
      const response = await get("/api/tesisler", html);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: httpMessages.routeNotFound, data: null });
    });

    it("answers a missing file that is not a page with the JSON 404", async () => {
      const response = await get("/assets/missing-Zz9.js", { accept: "*/*" });

      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(httpMessages.routeNotFound);
    });

    it("still answers the API", async () => {
      const response = await get("/api/health");

      expect(response.json().data).toEqual({ status: "ok", database: "ok" });
    });

    it("sends a hashed asset's .br sibling to a client that accepts brotli", async () => {
      const response = await get("/assets/index-Abc123.js", browser);

      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(distFile("assets/index-Abc123.js.br"))).toBe(true);
      expect(brotliDecompressSync(response.rawPayload).equals(distFile("assets/index-Abc123.js"))).toBe(true);
    });

    it("sends the .gz sibling to a client that accepts only gzip", async () => {
      const response = await get("/assets/index-Abc123.js", { "accept-encoding": "gzip" });

      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(response.rawPayload).equals(distFile("assets/index-Abc123.js"))).toBe(true);
    });

    it("sends the file as it is, still varying on Accept-Encoding, without the header", async () => {
      const response = await get("/assets/index-Abc123.js");

      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers["content-length"]).toBe(String(distFile("assets/index-Abc123.js").length));
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(distFile("assets/index-Abc123.js").toString());
    });

    it("keeps other Vary fields (CORS' Origin) beside Accept-Encoding", async () => {
      const app = getContext().buildApp({
        env: { WEB_DIST: webDist.root, CORS_ORIGINS: "https://partner.example" },
      });
      const response = await app.inject({ method: "GET", url: "/assets/index-Abc123.js", headers: browser });

      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers.vary).toMatch(/origin/i);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    });

    it("does not compress at run time a file the build left without siblings", async () => {
      const response = await get("/manifest.webmanifest", browser);

      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toBe(distFile("manifest.webmanifest").toString());
    });

    it("answers a deep link with the precompressed index.html", async () => {
      const response = await get("/tesisler/42/rezervasyon?tarih=2026-01-05", { ...html, ...browser });

      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root">');
    });

    it("answers / with the precompressed index.html too", async () => {
      const response = await get("/", { ...html, "accept-encoding": "gzip" });

      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(gunzipSync(response.rawPayload).toString()).toContain('<div id="root">');
    });

    it("serves no web app when WEB_DIST has no index.html", async () => {
      const app = getContext().buildApp({
        env: { WEB_DIST: fileURLToPath(new URL("./fixtures/missing-dist", import.meta.url)) },
      });
      const response = await app.inject({ method: "GET", url: "/", headers: html });

      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(httpMessages.routeNotFound);
    });
  },
  { env: { WEB_DIST: webDist.root } },
);
