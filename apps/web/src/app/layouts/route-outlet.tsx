import { Button, PageNotice, UiLink } from "@halisaha/ui";
import { ErrorBoundary } from "react-error-boundary";
import { Outlet, useLocation } from "react-router-dom";
import { paths } from "../../config/paths";

type RouteOutletProps = {
  /** the notice's heading level: 2 inside a layout with its own `<h1>` (the panel) */
  headingLevel?: 1 | 2;
};

/**
 * A layout's child route; when it fails to load or to draw, an error notice takes its place
 * and the layout around it stays usable (going to another path tries again).
 *
 * There is deliberately no Suspense boundary here: every navigation is a transition, so a page
 * whose chunk is still loading keeps the previous page on screen until it is ready, and a
 * hydrating page has no boundary that React would hydrate later than the rest (the data layer
 * treats the reads of hooks that mount during hydration as already answered).
 */
export function RouteOutlet({ headingLevel = 1 }: RouteOutletProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={<RouteFailure headingLevel={headingLevel} />} resetKeys={[pathname]}>
      <Outlet />
    </ErrorBoundary>
  );
}

/** A page that failed to load (a chunk gone after a new release, a network error) or to draw. */
function RouteFailure({ headingLevel }: Required<RouteOutletProps>) {
  return (
    <PageNotice
      tone="danger"
      headingLevel={headingLevel}
      title="Bir hata oluştu"
      description="Sayfa yüklenirken beklenmeyen bir sorun oluştu. Sayfayı yenileyip tekrar deneyin."
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Sayfayı Yenile</Button>
          <Button variant="outline" asChild>
            <UiLink href={paths.home.href()}>Ana Sayfa</UiLink>
          </Button>
        </>
      }
    />
  );
}
