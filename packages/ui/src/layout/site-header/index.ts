export { SiteHeader } from "./site-header";
export type { SiteHeaderProps } from "./site-header";
export { headerLinkVariants } from "./header-nav";
export { useScrolledPast } from "./use-scrolled-past";
export { defaultSiteHeaderLinks, isActivePath } from "./nav-links";
export type { NavLink } from "./nav-links";
