import { configureApi, DataProvider, SessionProvider, type PageData } from "@halisaha/data";
import { useEffect, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../config/paths";
import { ToastHost } from "../shared/toasts";

/**
 * Wires the data layer to the browser's router: any 401 clears the session (done by the data
 * layer) and sends the user to /login (done here: the data layer never touches navigation).
 * Rendered inside the router; draws nothing.
 */
export function ApiNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    configureApi({
      onUnauthorized: ({ hadToken }) => {
        // A guest's failed sign-in is a 401 too; only an ended session leaves the page.
        if (hadToken && window.location.pathname !== paths.login.href()) void navigate(paths.login.href());
      },
    });
  }, [navigate]);
  return null;
}

/**
 * Data, session and the one toast system, around the whole app. `pageData`: the reads a
 * server-rendered page was drawn with (the server and the hydrating browser pass the same).
 */
export function AppProviders({ children, pageData }: { children: ReactNode; pageData?: PageData | undefined }) {
  return (
    <DataProvider pageData={pageData}>
      <SessionProvider>
        {children}
        <ToastHost />
      </SessionProvider>
    </DataProvider>
  );
}
