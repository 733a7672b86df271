/**
 * The server's entry (`vite build --ssr`, into dist-server/): what the API's pages plugin
 * (apps/api/src/pages) loads at start and serves. It exports the public pages the route table
 * declares (`publicPages`: each one's path pattern and sitemap entries), the paths robots.txt
 * keeps out (`privatePaths`), and the renderer: a public page rendered to HTML with the same
 * routes, providers and data hooks as the browser, with its head (title, description, link
 * preview and schema.org data, from the page's declaration) and status.
 *
 * The page's reads are found by rendering: a first render notes every SWR read the screens
 * ask for, the API answers them in-process (`fetch`), and the page is rendered again with the
 * answers until it asks for nothing new. The browser receives the same answers (`pageData`)
 * and hydrates (main.tsx).
 */
import { Writable } from "node:stream";
import {
  configureApi,
  loadPageData,
  recordPageReads,
  type ApiKey,
  type PageData,
  type PageRead,
  type PageReads,
} from "@halisaha/data";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { matchRoutes, StaticRouter, type RouteMatch } from "react-router-dom";
import { SWRConfig } from "swr";
import { routeTitleOf } from "./app/route-title";
import { preloadMatchedScreens } from "./app/lazy-screen";
import { AppProviders } from "./app/provider";
import type { PageHead } from "./app/public-pages/declaration";
import { headTags, NOT_FOUND_HEAD } from "./app/public-pages/head-tags";
import { privatePathsOf, publicPageOf, publicPagesOf, type DeclaredPage } from "./app/public-pages";
import { AppRoutes, routes } from "./app/router";
import { documentTitleOf } from "./shared/document-title";

export { PAGE_DATA_ID } from "./app/server-rendered";
export type { DeclaredPage } from "./app/public-pages";

/** The public pages, in the route table's order: the API serves each one at its pattern and lists it in the sitemap. */
export const publicPages: readonly DeclaredPage[] = publicPagesOf(routes);

/** The path prefixes robots.txt keeps out: every guarded screen, sign-in and the like (the API adds its `/api/`). */
export const privatePaths: readonly string[] = privatePathsOf(routes);

/** A page whose reads keep leading to new ones is sent as it stands after this many renders. */
const MAX_RENDERS = 3;
/** A render that has not finished by then is cut short (its unfinished parts render in the browser). */
const RENDER_TIMEOUT_MS = 5_000;

export type RenderedPage = {
  /** 404 when there is nothing at the address or a read the page shows answered 404 (an unknown facility), else 200 */
  status: number;
  /** the app's HTML, for inside `<div id="root">` */
  html: string;
  /** the tags for `<head>` in place of the shell's title and description; null keeps the shell's */
  head: string | null;
  /** the reads the HTML was drawn with, for the browser (JSON) */
  pageData: PageData;
};

export type PageRenderer = { render(url: string): Promise<RenderedPage> };

/**
 * `fetch` answers the data layer's requests (`/api/...` paths) without the network: the API
 * passes one that injects them into itself, as a guest. `origin` is the site's public origin
 * (`PUBLIC_URL`, without a trailing slash), for canonical links and link previews.
 */
export function createPageRenderer({
  fetch,
  origin,
}: {
  fetch: typeof globalThis.fetch;
  origin: string;
}): PageRenderer {
  configureApi({ fetch });
  return {
    async render(url) {
      const { pathname, search } = new URL(url, "http://halisaha.local");
      // The matched screens are loaded before the first render, which then draws them at once.
      await preloadMatchedScreens(routes, pathname);
      const reads: PageReads = new Map();
      const asked = new Set<string>();
      const pageData: PageRead[] = [];
      let html = "";
      for (let render = 1; ; render++) {
        html = await renderToHtml(
          <StrictMode>
            <AppProviders pageData={[...pageData]}>
              <SWRConfig value={{ use: [recordPageReads(reads)] }}>
                <StaticRouter location={`${pathname}${search}`}>
                  <AppRoutes />
                </StaticRouter>
              </SWRConfig>
            </AppProviders>
          </StrictMode>,
        );
        const fresh: PageReads = new Map([...reads].filter(([key]) => !asked.has(key)));
        if (fresh.size === 0 || render === MAX_RENDERS) break;
        for (const key of fresh.keys()) asked.add(key);
        pageData.push(...(await loadPageData(fresh)));
      }
      const head = declaredHead(matchRoutes(routes, pathname), pageData, origin);
      return {
        status: head === "not-found" || pageData.some((read) => "error" in read) ? 404 : 200,
        html,
        head: head === "not-found" ? NOT_FOUND_HEAD : head && headTags(head),
        pageData,
      };
    },
  };
}

/**
 * The head the matched public page declares, drawn from the reads it was rendered with; null
 * for a page that is not public (or whose reads failed: the shell's head stays).
 */
function declaredHead(
  matches: RouteMatch[] | null,
  pageData: PageData,
  origin: string,
): PageHead | "not-found" | null {
  const page = publicPageOf(matches);
  if (page === undefined) return null;
  const routeTitle = routeTitleOf(matches) ?? documentTitleOf(null);
  if (typeof page.head !== "function") return { title: routeTitle, description: page.head.description };
  return page.head({
    params: matches?.at(-1)?.params ?? {},
    routeTitle,
    readOf: (key) => pageData.find((read) => sameKey(read.key, key)),
    origin,
  });
}

function sameKey(a: ApiKey, b: ApiKey): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The whole page, Suspense content included (the stream's end, not its first shell). */
function renderToHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on("finish", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString("utf8"));
    });
    const stream = renderToPipeableStream(element, {
      // Completed boundaries inline, never sent apart for a script to put in place (CSP).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    const timer = setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS);
  });
}
