import { loadSessionSchema } from "@halisaha/data";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { apiServer } from "./msw-server";

// Requests to the fake API (`fakeApi()`) are answered by msw; anything else goes out as it is.
beforeAll(() => apiServer.listen({ onUnhandledRequest: "bypass" }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());

// findBy*/waitFor wait up to 5 s instead of 1 s: a screen's lazy chunk (the toaster, a dialog)
// can take longer than a second to load on a 2-core machine running other suites. Passing
// tests wait no longer; only a slow machine gets the time it needs.
configure({ asyncUtilTimeout: 5000 });

// A stored session is checked once its schema has loaded (a few milliseconds on a page's first
// check): loaded here, so a test that leaves a signed-in user behind sees them at once.
await loadSessionSchema();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// ui's setup (run first, see vitest.config.ts) fills in the browser APIs jsdom lacks; the app
// also scrolls the window on navigation.
window.scrollTo = () => {};
