import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseId } from "@halisaha/data/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isHttpError } from "../../http/errors";
import { createFacilitiesService } from "../facilities/service";
import { facilityHead, facilityHeadTags } from "./facility-head";
import { jsonForScript } from "./html";
import { publicPageHead } from "./public-page-head";
import { loadPageRenderer, type PageData, type RenderedPage } from "./renderer";
import { PUBLIC_PAGES, robotsTxt, sitemapXml } from "./sitemap";

/** robots.txt and the sitemap may be kept an hour by crawlers and proxies. */
const CRAWLER_CACHE = "public, max-age=3600";

/**
 * The pages the server writes itself, outside /api: `/robots.txt`, `/sitemap.xml` and, when
 * the web app is served, its public pages (the home, the facility list, each facility, about,
 * contact and the legal pages): rendered by the web app's server renderer inside index.html,
 * with the reads they were drawn with for the browser to hydrate (renderer.ts), or the bare
 * shell when there is no renderer or the render fails. Each facility's page carries the
 * facility's own title, description, canonical link, Open Graph and Twitter tags and
 * schema.org JSON-LD, so a shared link shows a preview and search engines see what the page
 * is; an unknown, hidden or malformed facility id answers 404 with `noindex`.
 */
export const pageRoutes = fp<{ webDist: string | undefined; webRenderer: string | undefined }>(
  async (app, { webDist, webRenderer }) => {
    // PUBLIC_URL, never the request's Host: these answers are cached publicly (CRAWLER_CACHE),
    // and a made-up Host would otherwise poison them or break a page (a Host that is not a
    // valid URL part used to throw while the preview image's address was built: 500).
    const origin = app.config.publicUrl;

    app.get("/robots.txt", { preHandler: app.rateLimit() }, async (_request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", CRAWLER_CACHE)
        .send(robotsTxt(origin)),
    );

    app.get("/sitemap.xml", { preHandler: app.rateLimit() }, async (_request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", CRAWLER_CACHE)
        .send(await sitemapXml(app.db, origin)),
    );

    if (webDist === undefined) return;
    const template = readFileSync(join(webDist, "index.html"), "utf8");
    const facilities = createFacilitiesService({ db: app.db });
    const renderer = await loadPageRenderer(app, webRenderer);
    if (renderer === undefined) app.log.info("no web server renderer: public pages go out as the app shell");

    /**
     * The page for `request`: rendered inside the app's shell when possible, the bare shell when
     * not. `headOf` writes the head from the route's title; null keeps the shell's own.
     */
    const sendPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      headOf: (routeTitle: string | null) => string | null,
      status = 200,
    ) => {
      // "/facilities/" and the like are the browser's to redirect (to the path without the slash)
      const path = request.url.split("?")[0]!;
      const rendered = renderer && !(path.length > 1 && path.endsWith("/")) ? await renderSafely(request) : null;
      const html = rendered ? withApp(template, rendered.html, renderer!.pageDataId, rendered.pageData) : template;
      const head = headOf(rendered?.title ?? null);
      return reply
        .code(status)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(head === null ? html : withHead(html, head));
    };

    /** A failed render never fails the page: the browser draws it as it did before rendering. */
    const renderSafely = async (request: FastifyRequest): Promise<RenderedPage | null> => {
      try {
        return await renderer!.render(request.url, request.ip);
      } catch (error) {
        request.log.error({ err: error }, "server rendering failed; sending the app shell");
        return null;
      }
    };

    // Rendered per request, so compressed per request (the shell's file is compressed at build).
    const page = { preHandler: app.rateLimit(), compress: {} };

    app.get<{ Params: { id: string } }>("/facilities/:id", page, async (request, reply) => {
      const id = parseId(request.params.id);
      const facility = id === null ? null : await facilities.get(undefined, id).catch(nullWhenNotFound);
      const head = facility
        ? facilityHeadTags(facilityHead(facility, origin))
        : `<title>Sayfa bulunamadı · halisaha</title>\n    <meta name="robots" content="noindex" />`;
      return sendPage(request, reply, () => head, facility ? 200 : 404);
    });

    if (renderer === undefined) return;
    for (const path of PUBLIC_PAGES) {
      app.get(path, page, async (request, reply) =>
        sendPage(request, reply, (title) => (title === null ? null : publicPageHead(path, title))),
      );
    }
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
    .replace(/<title>[\s\S]*?<\/title>/i, () => tags);
}

/** The app's HTML inside the shell's root element, the page's data after it. */
function withApp(template: string, html: string, pageDataId: string, pageData: PageData): string {
  const data = `<script type="application/json" id="${pageDataId}">${jsonForScript(pageData)}</script>`;
  return template.replace(/<div id="root"><\/div>/, () => `<div id="root">${html}</div>\n    ${data}`);
}
