import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";

/**
 * What the API reads from the web app's server entry (apps/web/src/entry-server.tsx, built by
 * `vite build --ssr` into dist-server/): the public pages the web declares, the paths robots.txt
 * keeps out, and the renderer. The web entry types these; this is the boundary's description,
 * checked when the module is loaded (the API imports nothing of the web app's source).
 */
export interface ServerEntry {
  /** The id of the JSON script the browser reads the page's data from. */
  PAGE_DATA_ID: string;
  /** The public pages, in the route table's order: their path pattern and sitemap entries. */
  publicPages: readonly DeclaredPage[];
  /** The path prefixes robots.txt keeps out (the API adds `/api/`). */
  privatePaths: readonly string[];
  createPageRenderer(options: { fetch: typeof fetch; origin: string }): {
    render(url: string): Promise<RenderedPage>;
  };
}

/** A public page as the web app declares it (`DeclaredPage` of the server entry). */
export interface DeclaredPage {
  /** The route's path pattern (`/facilities/:facilityId`), as Fastify reads it too. */
  pattern: string;
  /** `"path"`: listed at its own path; `each: "facilities"`: one entry per public facility. */
  sitemap: "path" | { each: "facilities"; href(id: number): string };
}

/** What the renderer answers for a URL (`RenderedPage` of the server entry). */
export interface RenderedPage {
  status: number;
  /** The app's HTML, for inside `<div id="root">`. */
  html: string;
  /** The tags for `<head>` in place of the shell's title and description; null keeps the shell's. */
  head: string | null;
  /** The reads the HTML was drawn with, for the browser (JSON). */
  pageData: readonly unknown[];
}

/** The loaded server entry, its renderer bound to this app: `render(url, visitorIp)`. */
export interface LoadedServerEntry {
  pageDataId: string;
  publicPages: readonly DeclaredPage[];
  privatePaths: readonly string[];
  render(url: string, visitorIp: string): Promise<RenderedPage>;
}

function isServerEntry(value: unknown): value is ServerEntry {
  const module = value as Partial<ServerEntry> | null;
  return (
    typeof module?.createPageRenderer === "function" &&
    typeof module.PAGE_DATA_ID === "string" &&
    Array.isArray(module.publicPages) &&
    Array.isArray(module.privatePaths)
  );
}

/**
 * Loads the web app's server entry once, at start; undefined when there is none (the web app
 * is not served, or was built without it): then no page is declared, and every page goes out
 * as the app shell.
 */
export async function loadServerEntry(
  app: FastifyInstance,
  file: string | undefined,
  origin: string,
): Promise<LoadedServerEntry | undefined> {
  if (file === undefined || !existsSync(file)) return undefined;
  const module: unknown = await import(pathToFileURL(file).href);
  if (!isServerEntry(module)) {
    app.log.warn({ file }, "the web server entry lacks its exports; pages go out unrendered");
    return undefined;
  }
  const visitor = new AsyncLocalStorage<string>();
  const renderer = module.createPageRenderer({
    fetch: injectingFetch(app, () => visitor.getStore()),
    origin,
  });
  return {
    pageDataId: module.PAGE_DATA_ID,
    publicPages: module.publicPages,
    privatePaths: module.privatePaths,
    render: (url, visitorIp) => visitor.run(visitorIp, () => renderer.render(url)),
  };
}

/** Answers without a body. */
const BODILESS = new Set([101, 204, 205, 304]);

/**
 * A fetch that the renderer's data layer uses for `/api/...`: each request goes through this
 * app in-process (`inject`), with the same routes, read caches and limits as the browser's
 * own request would, on behalf of the visitor whose page is rendered (their IP), as a guest.
 */
function injectingFetch(app: FastifyInstance, visitorIp: () => string | undefined): typeof fetch {
  return async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    headers.delete("authorization");
    const answer = await app.inject({
      method: (init?.method ?? "GET") as "GET",
      url,
      headers: Object.fromEntries(headers),
      remoteAddress: visitorIp() ?? "127.0.0.1",
    });
    const contentType = answer.headers["content-type"];
    return new Response(BODILESS.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof contentType === "string" ? { "content-type": contentType } : {},
    });
  };
}
