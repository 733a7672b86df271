import { LinkProvider, type RenderLink } from "@halisaha/ui";
import { Link, Outlet, ScrollRestoration } from "react-router-dom";
import { useRouteTitle } from "../document-title";

/** ui renders every link through the app's router. */
const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

/**
 * The root of the route tree: gives ui the router's links, restores scroll positions and sets
 * the tab's title from the route (`titled` in the route table).
 */
export function RootLayout() {
  useRouteTitle();
  return (
    <LinkProvider renderLink={renderRouterLink}>
      <Outlet />
      <ScrollRestoration />
    </LinkProvider>
  );
}
