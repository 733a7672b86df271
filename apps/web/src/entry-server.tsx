/**
 * The server's entry (`vite build --ssr`, into dist-server/): renders a public page to HTML
 * with the same routes, providers and data hooks as the browser, for the API to send inside
 * index.html (apps/api/src/modules/pages). The page's reads are found by rendering: a first
 * render notes every SWR read the screens ask for, the API answers them in-process (`fetch`),
 * and the page is rendered again with the answers until it asks for nothing new. The browser
 * receives the same answers (`pageData`) and hydrates (main.tsx).
 */
import { Writable } from "node:stream";
import {
  configureApi,
  loadPageData,
  recordPageReads,
  type PageData,
  type PageRead,
  type PageReads,
} from "@halisaha/data";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { matchRoutes, StaticRouter } from "react-router-dom";
import { SWRConfig } from "swr";
import { routeTitleOf } from "./app/route-title";
import { preloadMatchedScreens } from "./app/lazy-screen";
import { AppProviders } from "./app/provider";
import { AppRoutes, routes } from "./app/router";

export { PAGE_DATA_ID } from "./app/server-rendered";

/** A page whose reads keep leading to new ones is sent as it stands after this many renders. */
const MAX_RENDERS = 3;
/** A render that has not finished by then is cut short (its unfinished parts render in the browser). */
const RENDER_TIMEOUT_MS = 5_000;

export type RenderedPage = {
  /** 404 when a read the page shows answered 404 (an unknown facility), else 200 */
  status: number;
  /** the app's HTML, for inside `<div id="root">` */
  html: string;
  /** the reads the HTML was drawn with, for the browser (JSON) */
  pageData: PageData;
  /** the tab's title the route names; null when the screen names it from its data */
  title: string | null;
};

export type PageRenderer = { render(url: string): Promise<RenderedPage> };

/**
 * `fetch` answers the data layer's requests (`/api/...` paths) without the network: the API
 * passes one that injects them into itself, as a guest.
 */
export function createPageRenderer({ fetch }: { fetch: typeof globalThis.fetch }): PageRenderer {
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
      return {
        status: pageData.some((read) => "error" in read) ? 404 : 200,
        html,
        pageData,
        title: routeTitleOf(matchRoutes(routes, pathname)),
      };
    },
  };
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
