import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";

/** The reads a page was drawn with, as the web app hands them to the browser (JSON). */
export type PageData = readonly unknown[];

/** What the web app's server renderer (apps/web/src/entry-server.tsx) answers for a URL. */
export type RenderedPage = { status: number; html: string; pageData: PageData; title: string | null };

/** A server renderer bound to this app: `render(url, visitorIp)`. */
export interface PageRenderer {
  /** The id of the JSON script the browser reads the page's data from. */
  pageDataId: string;
  render(url: string, visitorIp: string): Promise<RenderedPage>;
}

/** The module the web build's `vite build --ssr` writes. */
interface RendererModule {
  PAGE_DATA_ID: string;
  createPageRenderer(options: { fetch: typeof fetch }): { render(url: string): Promise<RenderedPage> };
}

function isRendererModule(value: unknown): value is RendererModule {
  const module = value as Partial<RendererModule> | null;
  return typeof module?.createPageRenderer === "function" && typeof module.PAGE_DATA_ID === "string";
}

/**
 * Loads the web app's server renderer once, at start; undefined when there is none (the web
 * app is not served, or was built without it), and the pages go out as the app shell.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  file: string | undefined,
): Promise<PageRenderer | undefined> {
  if (file === undefined || !existsSync(file)) return undefined;
  const module: unknown = await import(pathToFileURL(file).href);
  if (!isRendererModule(module)) {
    app.log.warn({ file }, "the web server renderer exports no createPageRenderer; pages go out unrendered");
    return undefined;
  }
  const visitor = new AsyncLocalStorage<string>();
  const renderer = module.createPageRenderer({ fetch: injectingFetch(app, () => visitor.getStore()) });
  return {
    pageDataId: module.PAGE_DATA_ID,
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
