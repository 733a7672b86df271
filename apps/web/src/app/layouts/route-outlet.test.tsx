import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RouteOutlet } from "./route-outlet";

let navigate: NavigateFunction;

function Layout() {
  navigate = useNavigate();
  return (
    <>
      <nav>Ana menü</nav>
      <RouteOutlet />
    </>
  );
}

function Broken(): never {
  throw new Error("çizilemedi");
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/broken" element={<Broken />} />
          <Route path="/about" element={<h1>Hakkımızda</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

// React reports the error it caught; the test only wants the notice.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe("a route that fails to draw", () => {
  it("shows the error notice in the route's place and keeps the layout", () => {
    renderAt("/broken");
    expect(screen.getByRole("heading", { name: "Bir hata oluştu" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sayfayı Yenile" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ana Sayfa" })).toHaveAttribute("href", "/");
    expect(screen.getByText("Ana menü")).toBeInTheDocument();
  });

  it("gives way to the next page the visitor goes to", async () => {
    renderAt("/broken");
    await act(async () => navigate("/about"));
    expect(screen.getByRole("heading", { name: "Hakkımızda" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Bir hata oluştu" })).not.toBeInTheDocument();
  });
});
