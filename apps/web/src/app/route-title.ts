import { useEffect } from "react";
import type { RouteMatch } from "react-router-dom";
import { documentTitleOf } from "../shared/document-title";
import type { PRIVATE, PublicPage } from "./public-pages/declaration";

/** A route's `handle`: its Turkish title, or `dynamic` when the screen sets it (a facility's name). */
export type RouteTitle = { title: string | null } | { dynamicTitle: true };

/**
 * What else a route is: a public page (its declaration, on the server only: the route table
 * writes `import.meta.env.SSR && {...}`, so the browser's bundle carries `false`), or
 * `PRIVATE`, kept out of search engines though no guard is around it (robots.txt). See
 * `app/public-pages/`.
 */
export type RoutePage = PublicPage | typeof PRIVATE | false | undefined;

/** A route's whole `handle`. */
export type RouteHandle = RouteTitle & { page?: RoutePage };

/** The route table's part of a route: `...titled("Halı Sahalar")`, `...titled("Hakkımızda", SSR && {...})`. */
export const titled = (title: string | null, page?: RoutePage) => ({
  handle: { title, page } satisfies RouteHandle,
});

/**
 * For a screen whose title comes from its data: `...titledByScreen()`, then
 * `useDocumentTitle(name)`; `page` as for `titled`.
 */
export const titledByScreen = (page?: RoutePage) => ({
  handle: { dynamicTitle: true, page } satisfies RouteHandle,
});

/**
 * The tab's title the deepest route of `matches` that names one gives (`documentTitleOf`);
 * null when that route is `titledByScreen` or no route names one.
 */
export function routeTitleOf(matches: readonly RouteMatch[] | null): string | null {
  const handle = [...(matches ?? [])]
    .reverse()
    .map((match) => match.route.handle as RouteTitle | undefined)
    .find((h) => h !== undefined && ("title" in h || "dynamicTitle" in h));
  return handle && "title" in handle ? documentTitleOf(handle.title) : null;
}

/**
 * Sets the tab's title the matched routes name (`routeTitleOf`) on every navigation; a route
 * `titledByScreen` leaves it to its screen.
 */
export function useRouteTitle(matches: readonly RouteMatch[] | null): void {
  const title = routeTitleOf(matches);
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
