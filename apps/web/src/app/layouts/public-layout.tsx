import { logout, useSession } from "@halisaha/data";
import { SiteFooter, SiteHeader } from "@halisaha/ui";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { LazyNotificationCenter } from "../../features/notifications";
import { paths } from "../../config/paths";
import { LazyUserMenu } from "./lazy-user-menu";
import { RouteOutlet } from "./route-outlet";

/** Sticky header, the page, the footer: the layout of every public and user route. */
export function PublicLayout() {
  const { status, user } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // "/facilities/" (no id) and other trailing slashes go to the path without it.
  if (pathname.length > 1 && pathname.endsWith("/")) {
    return <Navigate to={`${pathname.replace(/\/+$/, "")}${search}`} replace />;
  }
  const signOutHere = () => {
    // ends the token on the server too; forgotten here at once, whatever the answer
    void logout();
    navigate(paths.login.href());
  };
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <SiteHeader
        currentPath={pathname}
        isAuthenticated={status === "authenticated"}
        userSlot={
          user ? (
            <>
              <LazyNotificationCenter />
              <LazyUserMenu user={user} onLogout={signOutHere} currentPath={pathname} />
            </>
          ) : null
        }
      />
      {/* At least a screen tall, so the footer never shows above the fold while a page loads
          and then jumps away (a layout shift). */}
      <main id="main" className="mx-auto min-h-svh w-full max-w-content flex-1 px-4 py-8">
        <RouteOutlet />
      </main>
      <SiteFooter />
    </div>
  );
}
