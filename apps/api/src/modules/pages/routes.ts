import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseId } from "@halisaha/data/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isHttpError } from "../../http/errors";
import { createFacilitiesService } from "../facilities/service";
import { facilityHead, facilityHeadTags } from "./facility-head";
import { robotsTxt, sitemapXml } from "./sitemap";

/** robots.txt and the sitemap may be kept an hour by crawlers and proxies. */
const CRAWLER_CACHE = "public, max-age=3600";

/**
 * The pages the server writes itself, outside /api: `/robots.txt`, `/sitemap.xml` and, when
 * the web app is served, each facility's page: the SPA's index.html with the facility's own
 * title, description, canonical link, Open Graph and Twitter tags and schema.org JSON-LD in
 * its head, so a shared link shows a preview and search engines see what the page is. An
 * unknown, hidden or malformed facility id answers 404 (the SPA then shows its not-found page)
 * with `noindex`.
 */
export const pageRoutes = fp<{ webDist: string | undefined }>(
  async (app, { webDist }) => {
    const originOf = (request: FastifyRequest) =>
      app.config.publicUrl ?? `${request.protocol}://${request.host}`;

    app.get("/robots.txt", { preHandler: app.rateLimit() }, async (request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", CRAWLER_CACHE)
        .send(robotsTxt(originOf(request))),
    );

    app.get("/sitemap.xml", { preHandler: app.rateLimit() }, async (request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", CRAWLER_CACHE)
        .send(await sitemapXml(app.db, originOf(request))),
    );

    if (webDist === undefined) return;
    const template = readFileSync(join(webDist, "index.html"), "utf8");
    const facilities = createFacilitiesService(app);

    app.get<{ Params: { id: string } }>(
      "/facilities/:id",
      { preHandler: app.rateLimit() },
      async (request, reply) => {
        const id = parseId(request.params.id);
        const facility = id === null ? null : await facilities.get(undefined, id).catch(nullWhenNotFound);
        const head = facility
          ? facilityHeadTags(facilityHead(facility, originOf(request)))
          : `<title>Sayfa bulunamadı · halisaha</title>\n    <meta name="robots" content="noindex" />`;
        return sendPage(reply.code(facility ? 200 : 404), withHead(template, head));
      },
    );
  },
  { name: "pages", dependencies: ["rate-limiting"] },
);

/** The facilities service's 404 as "no such facility"; anything else goes on. */
function nullWhenNotFound(error: unknown): null {
  if (isHttpError(error) && error.statusCode === 404) return null;
  throw error;
}

/** The template's own title and description give way to `tags`. */
function withHead(template: string, tags: string): string {
  return template
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, "")
    .replace(/<title>[\s\S]*?<\/title>/i, tags);
}

function sendPage(reply: FastifyReply, html: string): FastifyReply {
  return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
}
