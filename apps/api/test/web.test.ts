import { fileURLToPath } from "node:url";
import { httpMessages } from "@halisaha/data/contract";
import { expect, it } from "vitest";
import { describeEachDatabase } from "./helpers/app";

const webDist = fileURLToPath(new URL("./fixtures/web-dist", import.meta.url));
const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

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

    it("serves no web app when WEB_DIST has no index.html", async () => {
      const app = getContext().buildApp({
        env: { WEB_DIST: fileURLToPath(new URL("./fixtures/missing-dist", import.meta.url)) },
      });
      const response = await app.inject({ method: "GET", url: "/", headers: html });

      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(httpMessages.routeNotFound);
    });
  },
  { env: { WEB_DIST: webDist } },
);
