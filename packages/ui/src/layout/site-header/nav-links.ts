/** A link in a navigation menu. */
export type NavLink = { label: string; href: string };

/** The public header's links. */
export const defaultSiteHeaderLinks: readonly NavLink[] = [
  { label: "Ana Sayfa", href: "/" },
  { label: "Halı Sahalar", href: "/facilities" },
  { label: "Hakkımızda", href: "/about" },
];

/**
 * Whether a menu link points at the current page or one of its sub-pages:
 * '/facilities' is active on '/facilities/12'; '/' only on '/' itself.
 */
export function isActivePath(currentPath: string, href: string): boolean {
  const path = stripTrailingSlash(currentPath.split(/[?#]/)[0] ?? "");
  const target = stripTrailingSlash(href.split(/[?#]/)[0] ?? "");
  if (target === "/") return path === "/";
  return path === target || path.startsWith(`${target}/`);
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path || "/";
}
