/**
 * The public pages and the private paths, read off the route table (`app/router.tsx`), where
 * each public page is declared beside its route. Server-only: the server entry exports them
 * for the API (its pages plugin serves them, robots.txt and the sitemap).
 */
import { isValidElement, type ReactNode } from "react";
import type { RouteMatch, RouteObject } from "react-router-dom";
import { RequireRole } from "../guards/require-role";
import type { RouteHandle } from "../route-title";
import { PRIVATE, type PublicPage } from "./declaration";

/** A public page as the API sees it: the route's path pattern (`/facilities/:facilityId`) and its declaration. */
export interface DeclaredPage {
  pattern: string;
  sitemap: PublicPage["sitemap"];
}

/** Every public page of `routes`, in the table's order. */
export function publicPagesOf(routes: readonly RouteObject[]): DeclaredPage[] {
  return flatten(routes).flatMap(({ pattern, route }) => {
    const page = pageOf(route);
    return page && pattern !== null ? [{ pattern, sitemap: page.sitemap }] : [];
  });
}

/**
 * What robots.txt keeps out: every path behind a guard and every route marked `PRIVATE`, as
 * prefixes. Paths that share their first segment with another private one, or that take a
 * parameter, are kept out as the folder (`/user/`, `/booking/`); a lone fixed path as itself
 * (`/login`, `/phone-verification`).
 */
export function privatePathsOf(routes: readonly RouteObject[]): string[] {
  const patterns = flatten(routes)
    .filter(({ pattern, route, guarded }) => pattern !== null && (guarded || route.handle?.page === PRIVATE))
    .map(({ pattern }) => pattern!);
  const segmentOf = (pattern: string) => pattern.split("/")[1]!;
  const prefixes = patterns.map((pattern) => {
    const shared = patterns.some((other) => other !== pattern && segmentOf(other) === segmentOf(pattern));
    return shared || pattern.includes(":") ? `/${segmentOf(pattern)}/` : pattern;
  });
  return [...new Set(prefixes)];
}

/** The public page the deepest of `matches` declares; undefined when it is not one. */
export function publicPageOf(matches: readonly RouteMatch[] | null): PublicPage | undefined {
  const route = matches?.at(-1)?.route;
  return route ? pageOf(route) : undefined;
}

function pageOf(route: RouteObject): PublicPage | undefined {
  const page = (route.handle as RouteHandle | undefined)?.page;
  return typeof page === "object" ? page : undefined;
}

/** Every route of the tree with its full path pattern (null for a pathless layout) and whether a guard is above it. */
function flatten(
  routes: readonly RouteObject[],
  parentPath = "",
  guarded = false,
): { pattern: string | null; route: RouteObject; guarded: boolean }[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parentPath : joinPaths(parentPath, route.path);
    const underGuard = guarded || isGuard(route.element);
    return [
      { pattern: route.path === undefined || route.path === "*" ? null : path, route, guarded: underGuard },
      ...flatten(route.children ?? [], path, underGuard),
    ];
  });
}

function joinPaths(parent: string, path: string): string {
  if (path.startsWith("/")) return path;
  return `${parent.replace(/\/$/, "")}/${path}`;
}

function isGuard(element: ReactNode): boolean {
  return isValidElement(element) && element.type === RequireRole;
}
