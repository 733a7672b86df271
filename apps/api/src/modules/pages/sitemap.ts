import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { facilities } from "../../db/schema";

/** The pages a search engine may list besides the facilities (the web app's public routes). */
export const PUBLIC_PAGES = [
  "/",
  "/facilities",
  "/about",
  "/contact",
  "/terms",
  "/privacy",
  "/cookies",
] as const;

/** Paths kept out of search engines: the panels, the signed-in screens, booking and the API. */
export const PRIVATE_PREFIXES = [
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
] as const;

/** A sitemap holds at most 50,000 addresses. */
const SITEMAP_LIMIT = 50_000 - PUBLIC_PAGES.length;

/** The public (active, not deleted) facilities, with when each last changed. */
async function publicFacilities(db: Db): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: facilities.id, updatedAt: facilities.updatedAt })
    .from(facilities)
    .where(and(isNull(facilities.deletedAt), eq(facilities.status, "active")))
    .orderBy(asc(facilities.id))
    .limit(SITEMAP_LIMIT);
}

/** /sitemap.xml: the public pages and every public facility's page. */
export async function sitemapXml(db: Db, origin: string): Promise<string> {
  const entries = [
    ...PUBLIC_PAGES.map((path) => `  <url><loc>${origin}${path}</loc></url>`),
    ...(await publicFacilities(db)).map(
      ({ id, updatedAt }) =>
        `  <url><loc>${origin}/facilities/${id}</loc><lastmod>${updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...entries,
    `</urlset>`,
    "",
  ].join("\n");
}

/** /robots.txt: everything but the private paths, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
