import { useEffect } from "react";
import { useMatches } from "react-router-dom";

const SITE = "halisaha";

/** The tab's text for a page: 'Halı Sahalar · halisaha'; the home page is the site's own line. */
export function documentTitleOf(page: string | null): string {
  return page ? `${page} · ${SITE}` : `${SITE} · Halı saha rezervasyonu`;
}

/** A route's `handle`: its Turkish title, or `dynamic` when the screen sets it (a facility's name). */
export type RouteTitle = { title: string | null } | { dynamicTitle: true };

/** The route table's part of a route: `...titled("Halı Sahalar")`. */
export const titled = (title: string | null) => ({ handle: { title } satisfies RouteTitle });

/** For a screen whose title comes from its data: `...titledByScreen`, then `useDocumentTitle(name)`. */
export const titledByScreen = { handle: { dynamicTitle: true } satisfies RouteTitle };

/**
 * Sets the tab's title from the deepest route that names one (RootLayout calls it on every
 * navigation); a route `titledByScreen` leaves it to its screen.
 */
export function useRouteTitle(): void {
  const matches = useMatches();
  const handle = [...matches]
    .reverse()
    .map((match) => match.handle as RouteTitle | undefined)
    .find((h) => h !== undefined && ("title" in h || "dynamicTitle" in h));
  const title = handle && "title" in handle ? handle.title : undefined;
  useEffect(() => {
    if (title !== undefined) document.title = documentTitleOf(title);
  }, [title]);
}

/** A screen's own title (a facility's name); `null` keeps the site's line until the data is there. */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = documentTitleOf(page);
  }, [page]);
}
