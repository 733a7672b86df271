import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { StrictMode, type ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { freshUser, ok, storedUser } from "../test/fixtures";
import { setUpTestApi } from "../test/test-api";
import { SessionProvider } from "./session-provider";
import { reloadSessionFromStorage, signIn, signOut } from "./store";
import { useSession } from "./use-session";

const server = setUpTestApi();

function Who() {
  const session = useSession();
  return <p>{session.status === "authenticated" ? `Merhaba ${session.user.firstName}` : session.status}</p>;
}

/** Renders <Who /> inside a SessionProvider with the given fallback. */
function renderWho(fallback?: ReactNode) {
  return render(
    <SessionProvider fallback={fallback}>
      <Who />
    </SessionProvider>,
  );
}

describe("useSession", () => {
  describe("given a guest", () => {
    it("re-renders on sign-in and sign-out", () => {
      const { result } = renderHook(() => useSession());
      expect(result.current.status).toBe("unauthenticated");
      act(() => signIn("tok", storedUser));
      expect(result.current).toEqual({ status: "authenticated", token: "tok", user: storedUser });
      act(() => signOut());
      expect(result.current.status).toBe("unauthenticated");
    });
  });
});

describe("SessionProvider", () => {
  describe("given a token without a stored user", () => {
    beforeEach(() => {
      localStorage.setItem("token", "tok-9");
      reloadSessionFromStorage();
    });

    it("shows the fallback while loading, then the children with the fetched user", async () => {
      server.on("GET", "/auth/me", ok({ user: freshUser }));
      render(
        <StrictMode>
          <SessionProvider fallback={<p>Yükleniyor...</p>}>
            <Who />
          </SessionProvider>
        </StrictMode>,
      );
      expect(screen.getByText("Yükleniyor...")).toBeTruthy();
      expect(await screen.findByText("Merhaba Ayşe Nur")).toBeTruthy();
      expect(server.requests.filter((r) => r.url === "/api/auth/me")).toHaveLength(1);
    });

    it("shows the children during loading when no fallback is given", async () => {
      server.on("GET", "/auth/me", ok({ user: freshUser }));
      renderWho();
      expect(screen.getByText("loading")).toBeTruthy();
      expect(await screen.findByText("Merhaba Ayşe Nur")).toBeTruthy();
    });
  });

  describe("given a stored user", () => {
    it("renders the stored user at once and swaps in the refreshed one", async () => {
      localStorage.setItem("token", "tok-1");
      localStorage.setItem("user", JSON.stringify(storedUser));
      reloadSessionFromStorage();
      server.on("GET", "/auth/me", ok({ user: freshUser }));
      renderWho(<p>Yükleniyor...</p>);
      expect(screen.getByText("Merhaba Ayşe")).toBeTruthy();
      expect(await screen.findByText("Merhaba Ayşe Nur")).toBeTruthy();
    });
  });

  describe("after another tab signs out", () => {
    it("follows the storage event", async () => {
      signIn("tok-1", storedUser);
      server.on("GET", "/auth/me", ok({ user: storedUser }));
      renderWho();
      await waitFor(() => expect(server.requests).toHaveLength(1));
      // the other tab removed the keys; this tab only hears about it through the event
      localStorage.clear();
      act(() => {
        window.dispatchEvent(
          new StorageEvent("storage", { key: "token", oldValue: "tok-1", newValue: null }),
        );
      });
      expect(screen.getByText("unauthenticated")).toBeTruthy();
    });

    it("ignores storage events about other keys", async () => {
      signIn("tok-1", storedUser);
      server.on("GET", "/auth/me", ok({ user: storedUser }));
      renderWho();
      await waitFor(() => expect(server.requests).toHaveLength(1));
      localStorage.removeItem("token");
      act(() => {
        window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }));
      });
      expect(screen.getByText("Merhaba Ayşe")).toBeTruthy();
    });
  });
});
