import { useSession, type UserRole } from "@halisaha/data";
import { useMemo, type ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { paths, type ReturnState } from "../../config/paths";
import { SessionGate } from "./session-gate";

type RequireRoleProps = {
  /** roles allowed here; omit to allow any signed-in role */
  roles?: readonly UserRole[];
  /** what the guard protects; a layout route leaves it out and gets its child routes */
  children?: ReactNode;
  /** the reason /unauthorized shows to a signed-in user whose role is not listed */
  deniedMessage?: string | undefined;
};

/**
 * Guards a route: a guest goes to /login remembering where they were going; a signed-in
 * user whose role is not listed goes to /unauthorized.
 */
export function RequireRole({ roles, children, deniedMessage }: RequireRoleProps) {
  const { status, user } = useSession();
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;
  // One state object per path: <Navigate> navigates again whenever `state` is a new object,
  // and it re-renders while the next screen's chunk loads.
  const loginState = useMemo<ReturnState>(() => ({ from }), [from]);
  if (status === "loading") return <SessionGate>{null}</SessionGate>;
  if (status !== "authenticated" || !user) {
    return <Navigate to={paths.login.href()} replace state={loginState} />;
  }
  if (roles && !(roles as readonly string[]).includes(user.role))
    return (
      <Navigate
        to={paths.unauthorized.href()}
        replace
        state={deniedMessage ? { message: deniedMessage } : undefined}
      />
    );
  return <>{children ?? <Outlet />}</>;
}
