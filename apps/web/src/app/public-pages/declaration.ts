/**
 * What a public page is, declared beside its route in the route table (`app/router.tsx`):
 * rendered on the server, its head (title, description, link preview, schema.org data) and
 * its sitemap entries. The route table passes a declaration only on the server
 * (`import.meta.env.SSR && {...}`), so none of this reaches a browser's first visit.
 */
import type { ApiKey, PageRead } from "@halisaha/data";
import type { Params } from "react-router-dom";

/** What a page's `<head>` says of it; `canonicalUrl` on makes it a link preview too. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's address for canonical, Open Graph and Twitter tags (the site's origin included). */
  canonicalUrl?: string;
  /** A raster picture for link previews (WhatsApp, Telegram), absolute. */
  imageUrl?: string | null;
  /** schema.org structured data, as a `<script type="application/ld+json">`. */
  jsonLd?: Record<string, unknown>;
}

/** What a page's head is drawn from: the URL, the reads the page was rendered with, the site. */
export interface HeadContext {
  params: Params;
  /** The tab's title the route names (`documentTitleOf`). */
  routeTitle: string;
  /** The read of `key` the page was drawn with: its data, its 404, or undefined when not read. */
  readOf(key: ApiKey): PageRead | undefined;
  /** The site's public origin (`https://halisaha.com.tr`), without a trailing slash. */
  origin: string;
}

/** A page that is rendered on the server and shown to search engines. */
export interface PublicPage {
  /**
   * The page's head: a description beside the route's title, or a function of what the page
   * shows (a facility's preview). `"not-found"`: there is nothing at this address (404,
   * noindex); null: the reads it needs failed, the app shell's head stays.
   */
  head: { description: string } | ((context: HeadContext) => PageHead | "not-found" | null);
  /**
   * Its sitemap entries: `"path"` its own address; `each: "facilities"` one per public
   * facility at `href(id)` (the API lists them, with when each last changed).
   */
  sitemap: "path" | { each: "facilities"; href(id: number): string };
}

/** A route that is kept out of search engines (robots.txt) though not behind a guard: sign-in and the like. */
export const PRIVATE = "private";
