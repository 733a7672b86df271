import { act } from "@testing-library/react";
import { Suspense } from "react";
import { createRoot } from "react-dom/client";
import type { RouteObject } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { lazyScreen, preloadMatchedScreens } from "./lazy-screen";

/** A screen whose module load is counted. */
function countedScreen(text: string) {
  const loads: string[] = [];
  const Screen = lazyScreen(async () => {
    loads.push(text);
    return { default: () => <p>{text}</p> };
  });
  return { Screen, loads };
}

const roots: ReturnType<typeof createRoot>[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
});

/** Draws `node` in one synchronous pass, as the first render of a page is drawn. */
function drawOnce(node: React.ReactNode): HTMLElement {
  const container = document.createElement("div");
  const root = createRoot(container);
  roots.push(root);
  act(() => root.render(<Suspense fallback={<p>Yükleniyor</p>}>{node}</Suspense>));
  return container;
}

describe("a lazy screen", () => {
  it("is drawn in the first render once preloaded, without suspending", async () => {
    const { Screen, loads } = countedScreen("Hakkımızda");
    await Screen.preload();
    expect(drawOnce(<Screen />).textContent).toBe("Hakkımızda");
    expect(loads).toEqual(["Hakkımızda"]);
  });

  it("suspends while its chunk loads when it was not preloaded, then is drawn", async () => {
    const { Screen } = countedScreen("Hakkımızda");
    const container = drawOnce(<Screen />);
    expect(container.textContent).toBe("Yükleniyor");
    await act(async () => {});
    expect(container.textContent).toBe("Hakkımızda");
  });

  it("passes its props on", async () => {
    const Greeting = lazyScreen<{ name: string }>(async () => ({ default: ({ name }) => <p>Merhaba {name}</p> }));
    await Greeting.preload();
    expect(drawOnce(<Greeting name="Ayşe" />).textContent).toBe("Merhaba Ayşe");
  });
});

describe("preloadMatchedScreens", () => {
  it("loads the lazy layouts and screens the path matches, and nothing else", async () => {
    const layout = countedScreen("panel");
    const calendar = countedScreen("takvim");
    const about = countedScreen("hakkımızda");
    const routes: RouteObject[] = [
      { element: <layout.Screen />, children: [{ path: "/owner/calendar", element: <calendar.Screen /> }] },
      { path: "/about", element: <about.Screen /> },
      { path: "/plain", element: <p>düz</p> },
    ];

    await preloadMatchedScreens(routes, "/owner/calendar");
    expect([...layout.loads, ...calendar.loads, ...about.loads]).toEqual(["panel", "takvim"]);
    await expect(preloadMatchedScreens(routes, "/plain")).resolves.toBeUndefined();
    await expect(preloadMatchedScreens(routes, "/nowhere")).resolves.toBeUndefined();
  });
});
