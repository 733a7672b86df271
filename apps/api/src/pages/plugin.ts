import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { jsonForScript } from "./html";
import { loadServerEntry, type LoadedServerEntry, type RenderedPage } from "./server-entry";
import { robotsTxt, sitemapXml } from "./sitemap";

/** robots.txt and the sitemap may be kept an hour by crawlers and proxies. */
const CRAWLER_CACHE = "public, max-age=3600";

/**
 * The pages the server writes itself, outside /api. It is not an /api module: it serves what
 * the web app declares. The web build's server entry (server-entry.ts) says which pages are
 * public (each declared once, beside its route in apps/web/src/app/router.tsx), what
 * robots.txt keeps out and what the sitemap lists, and renders a page with its head and status.
 * This plugin answers `/robots.txt`, `/sitemap.xml` and, when the web app is served, each
 * public page at its pattern: rendered inside index.html with the reads it was drawn with for
 * the browser to hydrate, or the bare shell when the render fails. Without a server entry no
 * page is declared: every page goes out as the shell, and robots.txt keeps out `/api/` only.
 */
export const pagesPlugin = fp<{ webDist: string | undefined; webRenderer: string | undefined }>(
  async (app, { webDist, webRenderer }) => {
    // PUBLIC_URL, never the request's Host: these answers are cached publicly (CRAWLER_CACHE),
    // and a made-up Host would otherwise poison them or break a page (a Host that is not a
    // valid URL part used to throw while the preview image's address was built: 500).
    const origin = app.config.publicUrl;
    const entry = webDist === undefined ? undefined : await loadServerEntry(app, webRenderer, origin);
    if (webDist !== undefined && entry === undefined) {
      app.log.warn(
        { webRenderer },
        "no web server entry: public pages go out as the app shell; robots.txt and the sitemap list nothing of the web app",
      );
    }

    app.get("/robots.txt", { preHandler: app.rateLimit() }, async (_request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", CRAWLER_CACHE)
        .send(robotsTxt(origin, entry?.privatePaths ?? [])),
    );

    app.get("/sitemap.xml", { preHandler: app.rateLimit() }, async (_request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", CRAWLER_CACHE)
        .send(await sitemapXml(app.db, origin, entry?.publicPages ?? [])),
    );

    if (webDist === undefined || entry === undefined) return;
    const template = readFileSync(join(webDist, "index.html"), "utf8");

    /** The page for `request`: rendered inside the app's shell, with its head and status; the bare shell when not. */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      // "/facilities/" and the like are the browser's to redirect (to the path without the slash)
      const path = request.url.split("?")[0]!;
      const rendered = path.length > 1 && path.endsWith("/") ? null : await renderSafely(entry, request);
      const html = rendered
        ? withApp(template, rendered.html, entry.pageDataId, rendered.pageData)
        : template;
      const head = rendered?.head ?? null;
      return reply
        .code(rendered?.status ?? 200)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(head === null ? html : withHead(html, head));
    };

    // Rendered per request, so compressed per request (the shell's file is compressed at build).
    const page = { preHandler: app.rateLimit(), compress: {} };
    for (const { pattern } of entry.publicPages) app.get(pattern, page, sendPage);
  },
  { name: "pages", dependencies: ["rate-limiting"] },
);

/** A failed render never fails the page: the browser draws it as it did before rendering. */
async function renderSafely(entry: LoadedServerEntry, request: FastifyRequest): Promise<RenderedPage | null> {
  try {
    return await entry.render(request.url, request.ip);
  } catch (error) {
    request.log.error({ err: error }, "server rendering failed; sending the app shell");
    return null;
  }
}

/** The template's own title and description give way to `tags`. */
function withHead(template: string, tags: string): string {
  return template
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, "")
    .replace(/<title>[\s\S]*?<\/title>/i, () => tags);
}

/** The app's HTML inside the shell's root element, the page's data after it. */
function withApp(
  template: string,
  html: string,
  pageDataId: string,
  pageData: RenderedPage["pageData"],
): string {
  const data = `<script type="application/json" id="${pageDataId}">${jsonForScript(pageData)}</script>`;
  return template.replace(/<div id="root"><\/div>/, () => `<div id="root">${html}</div>\n    ${data}`);
}
