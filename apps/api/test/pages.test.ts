import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { facilities, facilityImages } from "../src/db/schema";
import { seedDemoFacilities, seedDemoFacilityImages } from "../src/modules/facilities/seed";
import { seedLocations } from "../src/modules/locations/seed";
import { seedDemoAccounts } from "../src/modules/users/seed";
import { describeEachDatabase } from "./helpers/app";
import { webDistWithSiblings } from "./helpers/web-dist";
import { webServerEntry } from "./helpers/web-server-entry";

/** The pages the web app declares, served through its server entry built here from apps/web's source. */
const webDist = webDistWithSiblings([]);
const serverEntry = webServerEntry();
beforeAll(() => serverEntry.build(), 240_000);
afterAll(() => {
  webDist.remove();
  serverEntry.remove();
});
const web = { WEB_DIST: webDist.root, WEB_SSR: serverEntry.file };

const ORIGIN = "https://halisaha.example";
const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

/** The JSON-LD block of a page. */
function jsonLdOf(body: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body);
  if (!match?.[1]) throw new Error("no JSON-LD in the page");
  return JSON.parse(match[1]) as Record<string, unknown>;
}

function metaContent(body: string, attribute: "name" | "property", key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(
    body,
  );
  return match?.[1];
}

describeEachDatabase(
  "pages the server writes: facility heads, sitemap, robots",
  (ctx) => {
    const get = (url: string, headers: Record<string, string> = html) =>
      ctx().app.inject({ method: "GET", url, headers });

    beforeAll(async () => {
      const { db } = ctx().database;
      await seedLocations(db);
      await seedDemoAccounts(db);
      await seedDemoFacilities(db);
      await seedDemoFacilityImages(db);
      // One facility with an uploaded (raster) main photo and a name that needs escaping.
      await db
        .update(facilities)
        .set({ name: `Yıldız "Arena" <Kadıköy> & Spor` })
        .where(eq(facilities.id, 1));
      await db.delete(facilityImages).where(eq(facilityImages.facilityId, 1));
      await db.insert(facilityImages).values({
        facilityId: 1,
        imageUrl: "/uploads/facilities/abc-large.webp",
        cardUrl: "/uploads/facilities/abc-card.webp",
        isMain: true,
        position: 0,
      });
      // One whose only picture is an SVG without a card size.
      await db.delete(facilityImages).where(eq(facilityImages.facilityId, 3));
      await db
        .insert(facilityImages)
        .values({ facilityId: 3, imageUrl: "/uploads/facilities/plan.svg", isMain: true, position: 0 });
    });

    it("writes a facility's name, price and address into its page with preview tags and JSON-LD", async () => {
      const response = await get("/facilities/1");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      const body = response.body;
      expect(body).toContain('<div id="root">');
      expect(body).toContain('<title>Yıldız "Arena" &lt;Kadıköy&gt; &amp; Spor · ');
      expect(metaContent(body, "property", "og:title")).toMatch(
        /^Yıldız &quot;Arena&quot; &lt;Kadıköy&gt; &amp; Spor/,
      );
      expect(body).not.toContain("<Kadıköy>");
      expect(body.match(/<title>/g)).toHaveLength(1);

      const facility = (await get("/api/facilities/1", {})).json().data.items;
      const place = `${facility.district.name}, ${facility.city.name}`;
      expect(metaContent(body, "property", "og:title")).toContain(place);
      expect(metaContent(body, "property", "og:url")).toBe(`${ORIGIN}/facilities/1`);
      expect(metaContent(body, "property", "og:image")).toBe(`${ORIGIN}/uploads/facilities/abc-card.webp`);
      expect(metaContent(body, "name", "twitter:card")).toBe("summary_large_image");
      expect(metaContent(body, "name", "description")).toMatch(/ \/ saat/);
      expect(body).toContain(`<link rel="canonical" href="${ORIGIN}/facilities/1" />`);

      const jsonLd = jsonLdOf(body);
      expect(jsonLd["@type"]).toBe("SportsActivityLocation");
      expect(jsonLd.name).toBe(facility.name);
      expect(jsonLd.address).toMatchObject({
        streetAddress: facility.address,
        addressLocality: facility.district.name,
        addressRegion: facility.city.name,
        addressCountry: "TR",
      });
      expect(String(jsonLd.priceRange)).toMatch(/^₺[\d.]+ \/ saat$/);
      expect(jsonLd.openingHoursSpecification).toEqual(
        expect.arrayContaining([expect.objectContaining({ dayOfWeek: "https://schema.org/Monday" })]),
      );
      // Nothing in the data can close a script block: the JSON-LD, the page's data, the app's own.
      expect(body.match(/<\/script>/g)?.length).toBe(3);
    });

    it("previews a demo facility with its drawing's card-size WebP", async () => {
      const body = (await get("/facilities/2")).body;
      expect(metaContent(body, "property", "og:image")).toMatch(
        new RegExp(`^${ORIGIN}/images/facilities/saha-\\d{2}\\.webp$`),
      );
      expect(metaContent(body, "name", "twitter:card")).toBe("summary_large_image");
    });

    it("leaves an SVG-only picture out of the preview", async () => {
      const body = (await get("/facilities/3")).body;
      expect(metaContent(body, "property", "og:image")).toBeUndefined();
      expect(metaContent(body, "name", "twitter:card")).toBe("summary");
    });

    it("answers 404 with noindex for an unknown, hidden or malformed facility id", async () => {
      const { db } = ctx().database;
      await db.update(facilities).set({ status: "inactive" }).where(eq(facilities.id, 3));
      for (const url of ["/facilities/999999", "/facilities/3", "/facilities/abc"]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body).toContain('<meta name="robots" content="noindex" />');
        expect(response.body).toContain('<div id="root">');
      }
    });

    it("lists the public pages and the active facilities in /sitemap.xml", async () => {
      const response = await get("/sitemap.xml", {});
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/xml/);
      // the pages the web app's route table declares, each at its own path, before the facilities
      const own = ["/", "/facilities", "/about", "/contact", "/terms", "/privacy", "/cookies"];
      expect(response.body.match(/<loc>[^<]*<\/loc>(?!<lastmod>)/g)).toEqual(
        own.map((path) => `<loc>${ORIGIN}${path}</loc>`),
      );
      expect(response.body).toContain(`<loc>${ORIGIN}/facilities/1</loc>`);
      expect(response.body).not.toContain(`<loc>${ORIGIN}/facilities/3</loc>`);
      const listed = (await get("/api/facilities?limit=1", {})).json().data.count as number;
      expect(response.body.match(/<loc>[^<]*\/facilities\/\d+<\/loc>/g)).toHaveLength(listed);
    });

    it("points robots.txt at the sitemap and keeps the panels, booking and the API out", async () => {
      const response = await get("/robots.txt", {});
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      // the API's own, then what the web app's route table keeps private: its guarded screens and sign-in
      const disallowed = response.body
        .match(/^Disallow: .*$/gm)
        ?.map((line) => line.slice("Disallow: ".length));
      expect(disallowed?.[0]).toBe("/api/");
      expect([...(disallowed ?? [])].sort()).toEqual(
        [
          "/api/",
          "/owner/",
          "/admin/",
          "/user/",
          "/booking/",
          "/payment/",
          "/phone-verification",
          "/login",
          "/register",
          "/forgot-password",
        ].sort(),
      );
    });

    it("declares no page without the web app's server entry: robots.txt keeps /api/ out, the sitemap lists nothing", async () => {
      const app = ctx().buildApp({ env: { WEB_DIST: webDist.root, WEB_SSR: `${webDist.root}/missing.js` } });
      const robots = await app.inject({ method: "GET", url: "/robots.txt" });
      expect(robots.body.match(/^Disallow: .*$/gm)).toEqual(["Disallow: /api/"]);
      const sitemap = await app.inject({ method: "GET", url: "/sitemap.xml" });
      expect(sitemap.body).not.toContain("<url>");
      const page = await app.inject({ method: "GET", url: "/facilities/1", headers: html });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain("og:title");
    });

    it("never takes the origin from the Host header: a made-up Host cannot poison the cached answers", async () => {
      // Without PUBLIC_URL (development), the default is http://localhost:PORT, not the request's.
      const app = ctx().buildApp({ env: web });
      const evil = { ...html, host: "evil.example", "x-forwarded-proto": "https" };
      const sitemap = await app.inject({ method: "GET", url: "/sitemap.xml", headers: evil });
      const robots = await app.inject({ method: "GET", url: "/robots.txt", headers: evil });
      const page = await app.inject({ method: "GET", url: "/facilities/1", headers: evil });
      const configured = await get("/facilities/1", { ...html, host: "evil.example" });

      for (const response of [sitemap, robots, page, configured]) {
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain("evil.example");
      }
      expect(sitemap.body).toContain("<loc>http://localhost:3000/facilities/1</loc>");
      expect(robots.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
      expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/facilities/1" />');
      expect(metaContent(configured.body, "property", "og:image")).toBe(
        `${ORIGIN}/uploads/facilities/abc-card.webp`,
      );
    });

    it("answers a facility page with a photo under a malformed Host (it used to be a 500)", async () => {
      const app = ctx().buildApp({ env: web });
      for (const host of ["a b", "[::1", "halisaha.example:99999", "%00", "x/y?z"]) {
        const response = await app.inject({
          method: "GET",
          url: "/facilities/1",
          headers: { ...html, host },
        });
        expect(response.statusCode, host).toBe(200);
        expect(metaContent(response.body, "property", "og:image")).toBe(
          "http://localhost:3000/uploads/facilities/abc-card.webp",
        );
      }
    });
  },
  { env: { ...web, PUBLIC_URL: ORIGIN } },
);
