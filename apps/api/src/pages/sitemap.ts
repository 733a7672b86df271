import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { facilities } from "../db/schema";
import { API_PREFIX } from "../plugins/urls";
import type { DeclaredPage } from "./server-entry";

/** A sitemap holds at most 50,000 addresses. */
const SITEMAP_LIMIT = 50_000;

/** The public (active, not deleted) facilities, with when each last changed. */
async function publicFacilities(db: Db, limit: number): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: facilities.id, updatedAt: facilities.updatedAt })
    .from(facilities)
    .where(and(isNull(facilities.deletedAt), eq(facilities.status, "active")))
    .orderBy(asc(facilities.id))
    .limit(limit);
}

/**
 * /sitemap.xml: what the web app declares (`publicPages` of its server entry): the pages
 * listed at their own path first, then one entry per record of those listed `each` of a kind
 * the API keeps (`facilities`: every public facility, with its `lastmod`).
 */
export async function sitemapXml(db: Db, origin: string, pages: readonly DeclaredPage[]): Promise<string> {
  const own = pages.flatMap(({ pattern, sitemap }) => (sitemap === "path" ? [pattern] : []));
  const entries = own.map((path) => `  <url><loc>${origin}${path}</loc></url>`);
  for (const { sitemap } of pages) {
    if (sitemap === "path" || sitemap.each !== "facilities") continue;
    for (const { id, updatedAt } of await publicFacilities(db, SITEMAP_LIMIT - entries.length)) {
      entries.push(
        `  <url><loc>${origin}${sitemap.href(id)}</loc><lastmod>${updatedAt.toISOString()}</lastmod></url>`,
      );
    }
  }
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...entries,
    `</urlset>`,
    "",
  ].join("\n");
}

/** /robots.txt: everything but the API and the paths the web app keeps private, and where the sitemap is. */
export function robotsTxt(origin: string, privatePaths: readonly string[]): string {
  return [
    "User-agent: *",
    ...[`${API_PREFIX}/`, ...privatePaths].map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
