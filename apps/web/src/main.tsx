import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { AppProviders, connectApi } from "./app/provider";
import { createAppRouter, routes } from "./app/router";
import { readPageData, resolveLazyRoutes } from "./app/server-rendered";

const container = document.getElementById("root")!;
// Public pages come rendered from the server with their data (apps/web/src/entry-server.tsx);
// the signed-in and owner screens come as the empty shell and are drawn here.
const pageData = readPageData();
if (pageData) await resolveLazyRoutes(routes, window.location);

const router = createAppRouter();
connectApi(router);

const app = (
  <StrictMode>
    <AppProviders pageData={pageData ?? undefined}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
if (pageData) hydrateRoot(container, app);
else createRoot(container).render(app);
