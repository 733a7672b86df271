import { act, render } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useScrollRestoration } from "./scroll-restoration";

let navigate: NavigateFunction;

function Page({ name }: { name: string }) {
  useScrollRestoration();
  navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <p id="yorumlar">Yorumlar</p>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Page name="sayfa" />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The visitor scrolls the window to `y`. */
function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

let scrolls: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo(0);
  scrolls = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  scrolls.mockRestore();
  sessionStorage.clear();
});

describe("useScrollRestoration", () => {
  it("leaves a first visit where it is", () => {
    renderAt("/facilities");
    expect(scrolls).not.toHaveBeenCalled();
    expect(window.history.scrollRestoration).toBe("manual");
  });

  it("opens a new page at its top", async () => {
    renderAt("/facilities");
    scrollTo(900);
    await act(async () => navigate("/facilities/3"));
    expect(scrolls).toHaveBeenLastCalledWith(0, 0);
  });

  it("returns to where a page was left on back and forward", async () => {
    renderAt("/facilities");
    scrollTo(900);
    await act(async () => navigate("/facilities/3"));
    scrollTo(250);
    await act(async () => navigate(-1));
    expect(scrolls).toHaveBeenLastCalledWith(0, 900);
    await act(async () => navigate(1));
    expect(scrolls).toHaveBeenLastCalledWith(0, 250);
  });

  it("opens a link with a #hash at the element it names", async () => {
    const scrollIntoView = vi.fn();
    renderAt("/facilities");
    const target = document.getElementById("yorumlar")!;
    target.scrollIntoView = scrollIntoView;
    await act(async () => navigate("/facilities#yorumlar"));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrolls).not.toHaveBeenCalled();
  });

  it("keeps the positions for a reload of the tab", async () => {
    const view = renderAt("/facilities");
    scrollTo(420);
    window.dispatchEvent(new Event("pagehide"));
    view.unmount();
    expect(window.history.scrollRestoration).toBe("auto");
    expect(Object.values(JSON.parse(sessionStorage.getItem("halisaha-scroll-positions") ?? "{}"))).toEqual([420]);
  });
});
