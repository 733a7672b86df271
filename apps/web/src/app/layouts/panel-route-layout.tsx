import { logout, useSession } from "@halisaha/data";
import { PanelLayout } from "@halisaha/ui";
import { useLocation, useNavigate } from "react-router-dom";
import { LazyNotificationCenter } from "../../features/notifications";
import { paths } from "../../config/paths";
import { RouteOutlet } from "./route-outlet";

/**
 * The owner and admin panel: collapsible sidebar, heading from the path, the notification bell
 * in the top bar (an owner learns of a new booking wherever they are in the panel).
 */
export function PanelRouteLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <PanelLayout
      role={user?.role === "admin" ? "admin" : "facility_owner"}
      currentPath={pathname}
      userName={user ? `${user.firstName} ${user.lastName}` : undefined}
      actions={user ? <LazyNotificationCenter /> : null}
      onLogout={() => {
        void logout();
        navigate(paths.login.href());
      }}
    >
      <RouteOutlet headingLevel={2} />
    </PanelLayout>
  );
}
