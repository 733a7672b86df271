import "./styles.css";
import { startTransition, StrictMode } from "react";
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
// Hydrating as a transition lets React yield to the browser between pieces of work instead of
// one long task while the page is already on screen (what React Router's own client entry does).
if (pageData) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
