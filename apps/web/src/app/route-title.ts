import { useEffect } from "react";
import type { RouteMatch } from "react-router-dom";
import { documentTitleOf } from "../shared/document-title";

/** A route's `handle`: its Turkish title, or `dynamic` when the screen sets it (a facility's name). */
export type RouteTitle = { title: string | null } | { dynamicTitle: true };

/** The route table's part of a route: `...titled("Halı Sahalar")`. */
export const titled = (title: string | null) => ({ handle: { title } satisfies RouteTitle });

/** For a screen whose title comes from its data: `...titledByScreen`, then `useDocumentTitle(name)`. */
export const titledByScreen = { handle: { dynamicTitle: true } satisfies RouteTitle };

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
