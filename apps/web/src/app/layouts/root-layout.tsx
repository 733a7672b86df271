import { LinkProvider, type RenderLink } from "@halisaha/ui";
import { Link } from "react-router-dom";
import { RouteOutlet } from "./route-outlet";
import { useScrollRestoration } from "./scroll-restoration";

/** ui renders every link through the app's router. */
const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

/**
 * The root of the route tree: gives ui the router's links and scrolls the window as pages
 * change (`useScrollRestoration`); a layout that fails to load or draw shows an error notice.
 */
export function RootLayout() {
  useScrollRestoration();
  return (
    <LinkProvider renderLink={renderRouterLink}>
      <RouteOutlet />
    </LinkProvider>
  );
}
