import { LinkProvider, type RenderLink } from "@halisaha/ui";
import { Link, Outlet, ScrollRestoration } from "react-router-dom";

/** ui renders every link through the app's router. */
const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

/** The root of the route tree: gives ui the router's links and restores scroll positions. */
export function RootLayout() {
  return (
    <LinkProvider renderLink={renderRouterLink}>
      <Outlet />
      <ScrollRestoration />
    </LinkProvider>
  );
}
