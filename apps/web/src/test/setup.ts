import "@testing-library/jest-dom/vitest";
import { loadSessionSchema } from "@halisaha/data";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { apiServer } from "./msw-server";

// Requests to the fake API (`fakeApi()`) are answered by msw; anything else goes out as it is.
beforeAll(() => apiServer.listen({ onUnhandledRequest: "bypass" }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());

// A stored session is checked once its schema has loaded (a few milliseconds on a page's first
// check): loaded here, so a test that leaves a signed-in user behind sees them at once.
await loadSessionSchema();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};
// jsdom lays nothing out: scrolling an element into view does nothing there.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// Radix radio groups and dropdown menus measure themselves; jsdom has no ResizeObserver.
if (!("ResizeObserver" in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
