/**
 * What the server and the browser agree on for a server-rendered page: where the page's data
 * travels (a JSON script the server writes after the app's HTML) and how the browser gets its
 * first render to equal the server's before hydrating.
 */
import type { PageData } from "@halisaha/data";
import { matchRoutes, type RouteObject } from "react-router-dom";

/** The id of the `<script type="application/json">` holding the page's data. */
export const PAGE_DATA_ID = "page-data";

/** The data of a server-rendered page; null when the page was not rendered on the server. */
export function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as PageData) : null;
  } catch {
    return null;
  }
}

/**
 * Loads the screens the current URL matches and puts them in place of their `lazy`, so the
 * router's first render draws them at once, as the server did, instead of a fallback.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const screen = await route.lazy();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
}
