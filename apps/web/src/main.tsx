import "./styles.css";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { ApiNavigation, AppProviders } from "./app/provider";
import { AppRoutes, routes } from "./app/router";
import { preloadMatchedScreens } from "./app/lazy-screen";
import { readPageData } from "./app/server-rendered";

const container = document.getElementById("root")!;
// Public pages come rendered from the server with their data (apps/web/src/entry-server.tsx);
// the signed-in and owner screens come as the empty shell and are drawn here.
const pageData = readPageData();
// The page's screens load first (all at once, layouts included), so the first render draws
// them as the server did instead of suspending. A chunk that fails to load fails again in
// the render, where the route's error notice shows it.
await preloadMatchedScreens(routes, window.location.pathname).catch(() => undefined);

const app = (
  <StrictMode>
    <AppProviders pageData={pageData ?? undefined}>
      <BrowserRouter>
        <ApiNavigation />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);
// Hydrating as a transition lets React yield to the browser between pieces of work instead of
// one long task while the page is already on screen (what React Router's own client entry does).
if (pageData) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
