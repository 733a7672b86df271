import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storedUser } from "../test/fixtures";
import { reloadSessionFromStorage } from "./store";
import { useSession } from "./use-session";

function Who() {
  const session = useSession();
  return <p>{session.status === "authenticated" ? `Merhaba ${session.user.firstName}` : "Giriş Yap"}</p>;
}

afterEach(() => {
  localStorage.clear();
  reloadSessionFromStorage();
});

describe("given a server-rendered page and a signed-in browser", () => {
  it("hydrates as the server's guest without a mismatch, then shows the stored user", async () => {
    localStorage.setItem("token", "tok-1");
    localStorage.setItem("user", JSON.stringify(storedUser));
    reloadSessionFromStorage();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Who />);
    expect(container.textContent).toBe("Giriş Yap");

    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const root = await act(async () => hydrateRoot(container, <Who />, { onRecoverableError }));
      expect(container.textContent).toBe(`Merhaba ${storedUser.firstName}`);
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      act(() => root.unmount());
    } finally {
      consoleError.mockRestore();
    }
  });
});
