import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { facilities } from "../src/db/schema";
import { seedDemoFacilities, seedDemoFacilityImages } from "../src/modules/facilities/seed";
import { seedLocations } from "../src/modules/locations/seed";
import { seedDemoAccounts } from "../src/modules/users/seed";
import { describeEachDatabase } from "./helpers/app";
import { webDistWithSiblings } from "./helpers/web-dist";
import { webServerEntry } from "./helpers/web-server-entry";

/** The public pages rendered by the web app's server entry, built here from apps/web's source. */
const webDist = webDistWithSiblings([]);
const serverEntry = webServerEntry();

beforeAll(() => serverEntry.build(), 240_000);

afterAll(() => {
  webDist.remove();
  serverEntry.remove();
});

const ORIGIN = "https://halisaha.example";
const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
const PAGE_DATA = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/;

type Read = { key: unknown; data?: unknown; error?: { status: number; message: string } };

/** The app's HTML inside the root element, without its tags. */
function textOf(body: string): string {
  const start = body.indexOf('<div id="root">');
  const end = body.search(PAGE_DATA);
  return body
    .slice(start, end)
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

function pageDataOf(body: string): Read[] {
  const match = PAGE_DATA.exec(body);
  if (!match?.[1]) throw new Error("no page data in the page");
  return JSON.parse(match[1]) as Read[];
}

const lira = (amount: number) => new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 2 }).format(amount);

describeEachDatabase(
  "public pages rendered on the server",
  (ctx) => {
    const get = (url: string, headers: Record<string, string> = html) =>
      ctx().app.inject({ method: "GET", url, headers });
    const api = async <T>(url: string) => (await get(`/api${url}`, {})).json().data as T;

    type Facility = { id: number; name: string; address: string; pricePerHour: number; description: string };

    beforeAll(async () => {
      const { db } = ctx().database;
      await seedLocations(db);
      await seedDemoAccounts(db);
      await seedDemoFacilities(db);
      await seedDemoFacilityImages(db);
      // A description that tries to end the data's script block and run its own.
      await db
        .update(facilities)
        .set({ description: `Kapalı saha </script><script>alert("x")</script> <!-- & "tırnak"` })
        .where(eq(facilities.id, 2));
    });

    it("writes a facility's name, price and address into the page, with its head tags and data", async () => {
      const response = await get("/facilities/1");
      expect(response.statusCode).toBe(200);
      const facility = (await api<{ items: Facility }>("/facilities/1")).items;
      const text = textOf(response.body);
      expect(text).toContain(facility.name);
      expect(text).toContain(`Saatlik ücret ${lira(facility.pricePerHour)} ₺/saat`);
      expect(text).toContain(facility.address);
      // the head as before: title, Open Graph and JSON-LD
      expect(response.body).toContain(`<meta property="og:url" content="${ORIGIN}/facilities/1" />`);
      expect(response.body).toContain('<script type="application/ld+json">');
      expect(response.body.match(/<title>/g)).toHaveLength(1);
      // the browser gets the very answer the page was drawn with, under the hook's key
      expect(pageDataOf(response.body)).toEqual([{ key: "/facilities/1", data: facility }]);
      expect(response.headers["cache-control"]).toBe("no-cache");
    });

    it("keeps the page's data inside its script block whatever the data says", async () => {
      const response = await get("/facilities/2");
      expect(response.statusCode).toBe(200);
      const facility = (await api<{ items: Facility }>("/facilities/2")).items;
      expect(facility.description).toContain("</script>");
      // the JSON-LD block, the page data and the app's own module script: nothing else closes
      expect(response.body.match(/<\/script>/gi)).toHaveLength(3);
      expect(response.body).not.toContain('<script>alert("x")');
      expect(pageDataOf(response.body)).toEqual([{ key: "/facilities/2", data: facility }]);
    });

    it("answers an unknown or malformed facility with 404, noindex and the not-found page", async () => {
      for (const url of ["/facilities/999999", "/facilities/abc"]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body).toContain('<meta name="robots" content="noindex" />');
        expect(textOf(response.body), url).toContain("Tesis bulunamadı");
      }
      expect(pageDataOf((await get("/facilities/999999")).body)).toEqual([
        { key: "/facilities/999999", error: { status: 404, message: "Tesis bulunamadı." } },
      ]);
    });

    it("draws the home page's top-rated facilities", async () => {
      const response = await get("/");
      expect(response.statusCode).toBe(200);
      const top = await api<{ items: Facility[] }>("/facilities?limit=3&offset=0");
      const text = textOf(response.body);
      expect(text).toContain("Popüler Tesisler");
      for (const facility of top.items) expect(text).toContain(facility.name);
      expect(response.body).toContain("<title>halisaha · Halı saha rezervasyonu</title>");
      expect(pageDataOf(response.body).map((read) => read.key)).toEqual(
        expect.arrayContaining([["/facilities", { limit: 3, offset: 0 }]]),
      );
    });

    it("draws the list the query asks for, read as the browser reads it", async () => {
      const response = await get("/facilities?city=istanbul&sort=price_asc&page=1&view=list");
      expect(response.statusCode).toBe(200);
      const list = await api<{ items: Facility[]; count: number }>(
        "/facilities?limit=10&offset=0&city=istanbul&sort=price_asc",
      );
      expect(list.items.length).toBeGreaterThan(0);
      const text = textOf(response.body);
      expect(text).toContain(`${list.count} Sonuç Bulundu`);
      const positions = list.items.map((facility) => text.indexOf(facility.name));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      const reads = pageDataOf(response.body);
      expect(reads).toContainEqual({
        key: ["/facilities", { limit: 10, offset: 0, city: "istanbul", sort: "price_asc" }],
        data: list,
      });
      expect(response.body).toContain("<title>Halı Sahalar · halisaha</title>");
    });

    it("answers a list query with bad values as the browser reads it: the values are left out", async () => {
      const response = await get("/facilities?page=abc&minPrice=-5&rating=9&sort=bogus&city=%00");
      expect(response.statusCode).toBe(200);
      const list = await api<{ count: number }>("/facilities?limit=10&offset=0");
      expect(textOf(response.body)).toContain(`${list.count} Sonuç Bulundu`);
      expect(pageDataOf(response.body)).toContainEqual(
        expect.objectContaining({ key: ["/facilities", { limit: 10, offset: 0 }] }),
      );
    });

    it("renders the about and legal pages with their titles", async () => {
      for (const [url, title, heading] of [
        ["/about", "Hakkımızda · halisaha", "Hakkımızda"],
        ["/terms", "Kullanım Koşulları · halisaha", "Kullanım Koşulları"],
        ["/privacy", "Gizlilik Politikası · halisaha", "Gizlilik Politikası"],
        ["/cookies", "Çerez Politikası · halisaha", "Çerez Politikası"],
      ] as const) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain(`<title>${title}</title>`);
        expect(response.body, url).toMatch(/<meta name="description" content="[^"]+"/);
        expect(textOf(response.body), url).toContain(heading);
        expect(pageDataOf(response.body), url).toEqual([]);
      }
    });

    it("leaves a path with a trailing slash to the browser's redirect: the shell, like any other", async () => {
      for (const url of ["/facilities/", "/about/"]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<div id="root"></div>');
        expect(response.body, url).not.toContain("noindex");
      }
    });

    it("sends the signed-in and owner screens as the bare app shell", async () => {
      for (const url of ["/user/reservations", "/owner/dashboard", "/login"]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<div id="root"></div>');
        expect(response.body, url).not.toContain('id="page-data"');
      }
    });
  },
  { env: { WEB_DIST: webDist.root, WEB_SSR: serverEntry.file, PUBLIC_URL: ORIGIN } },
);
