import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiGet } from "../client/request";
import { failed, freshUser, ok, storedUser } from "../test/fixtures";
import { setUpTestApi } from "../test/test-api";
import { initSession, refreshSessionUser } from "./init-session";
import {
  getServerSession,
  getSession,
  getToken,
  parseStoredUser,
  reloadSessionFromStorage,
  setUser,
  signIn,
  signOut,
  subscribeSession,
} from "./store";

const onUnauthorized = vi.fn();
const server = setUpTestApi({ onUnauthorized });

beforeEach(() => onUnauthorized.mockReset());

/** Put keys in storage as a previous visit left them, then start like a fresh page load. */
function pageLoadWith(keys: { token?: string; user?: string }) {
  if (keys.token !== undefined) localStorage.setItem("token", keys.token);
  if (keys.user !== undefined) localStorage.setItem("user", keys.user);
  reloadSessionFromStorage();
}

const meRequests = () => server.requests.filter((r) => r.url === "/api/auth/me");

describe("session", () => {
  describe("given no stored token", () => {
    it("is unauthenticated without asking the server", async () => {
      pageLoadWith({});
      expect(getSession()).toEqual({ status: "unauthenticated", token: null, user: null });
      await initSession();
      expect(getSession().status).toBe("unauthenticated");
      expect(server.requests).toHaveLength(0);
    });
  });

  describe("given a stored token and a stored user", () => {
    beforeEach(() => {
      pageLoadWith({ token: "tok-1", user: JSON.stringify(storedUser) });
    });

    it("is authenticated immediately with the stored user", () => {
      expect(getSession()).toEqual({ status: "authenticated", token: "tok-1", user: storedUser });
    });

    it("refreshes the user from /auth/me with the token and stores it", async () => {
      server.on("GET", "/auth/me", ok({ user: freshUser }));
      await initSession();
      expect(meRequests()).toHaveLength(1);
      expect(meRequests()[0]?.headers.authorization).toBe("Bearer tok-1");
      expect(getSession()).toEqual({ status: "authenticated", token: "tok-1", user: freshUser });
      expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual(freshUser);
    });

    it("shares one /auth/me request between concurrent starts (StrictMode double effects)", async () => {
      server.on("GET", "/auth/me", ok({ user: freshUser }));
      await Promise.all([initSession(), initSession()]);
      expect(meRequests()).toHaveLength(1);
    });

    describe("after the refresh fails with a server error", () => {
      it("keeps the stored user", async () => {
        server.on("GET", "/auth/me", failed(500, "Beklenmeyen bir hata oluştu."));
        await initSession();
        expect(getSession()).toEqual({ status: "authenticated", token: "tok-1", user: storedUser });
        expect(localStorage.getItem("token")).toBe("tok-1");
        expect(onUnauthorized).not.toHaveBeenCalled();
      });
    });

    describe("after the refresh answers without a user", () => {
      it("fails with 'User data is undefined' and keeps the stored user", async () => {
        server.on("GET", "/auth/me", ok({}));
        await expect(refreshSessionUser()).rejects.toThrow("User data is undefined");
        await initSession();
        expect(getSession()).toEqual({ status: "authenticated", token: "tok-1", user: storedUser });
      });
    });

    describe("after the refresh answers 401", () => {
      it("clears both keys, becomes unauthenticated and calls onUnauthorized", async () => {
        server.on("GET", "/auth/me", failed(401, "Oturum süresi dolmuş"));
        await initSession();
        expect(getSession()).toEqual({ status: "unauthenticated", token: null, user: null });
        expect(localStorage.getItem("token")).toBeNull();
        expect(localStorage.getItem("user")).toBeNull();
        expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({
          method: "GET",
          path: "/auth/me",
          hadToken: true,
        });
      });
    });

    describe("after a sign-out while the refresh is in flight", () => {
      it("does not bring the user back", async () => {
        server.on("GET", "/auth/me", () => {
          signOut();
          return ok({ user: freshUser });
        });
        await initSession();
        expect(getSession().status).toBe("unauthenticated");
        expect(localStorage.getItem("user")).toBeNull();
      });
    });
  });

  describe("given a stored user that cannot be parsed", () => {
    for (const [name, raw] of [
      ["broken JSON", "{not json"],
      ["the text undefined", "undefined"],
      ["a user missing required fields", JSON.stringify({ id: 1, firstName: "A" })],
    ] as const) {
      it(`clears token and user and is unauthenticated (${name})`, async () => {
        pageLoadWith({ token: "tok-1", user: raw });
        expect(getSession()).toEqual({ status: "unauthenticated", token: null, user: null });
        expect(localStorage.getItem("token")).toBeNull();
        expect(localStorage.getItem("user")).toBeNull();
        await initSession();
        expect(server.requests).toHaveLength(0);
      });
    }
  });

  describe("given a stored token but no stored user", () => {
    beforeEach(() => {
      pageLoadWith({ token: "tok-2" });
    });

    it("is loading until the user is fetched", () => {
      expect(getSession()).toEqual({ status: "loading", token: "tok-2", user: null });
      expect(getToken()).toBe("tok-2");
    });

    it("fetches the user and becomes authenticated", async () => {
      server.on("GET", "/auth/me", ok({ user: freshUser }));
      await initSession();
      expect(meRequests()[0]?.headers.authorization).toBe("Bearer tok-2");
      expect(getSession()).toEqual({ status: "authenticated", token: "tok-2", user: freshUser });
      expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual(freshUser);
    });

    describe("after the fetch fails", () => {
      it("removes the token and is unauthenticated", async () => {
        server.on("GET", "/auth/me", { status: 500, body: "oops" });
        await initSession();
        expect(getSession()).toEqual({ status: "unauthenticated", token: null, user: null });
        expect(localStorage.getItem("token")).toBeNull();
      });
    });

    describe("after the fetch answers without a user", () => {
      it("removes the token and is unauthenticated", async () => {
        server.on("GET", "/auth/me", ok({ user: null }));
        await initSession();
        expect(getSession().status).toBe("unauthenticated");
        expect(localStorage.getItem("token")).toBeNull();
      });
    });
  });

  describe("given a guest", () => {
    beforeEach(() => pageLoadWith({}));

    describe("after signIn (login, Google login, register)", () => {
      it("stores token and user and is authenticated", () => {
        signIn("tok-new", storedUser);
        expect(getSession()).toEqual({ status: "authenticated", token: "tok-new", user: storedUser });
        expect(localStorage.getItem("token")).toBe("tok-new");
        expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual(storedUser);
      });
    });

    it("ignores setUser, since nobody is signed in", () => {
      setUser(storedUser);
      expect(getSession().status).toBe("unauthenticated");
      expect(localStorage.getItem("user")).toBeNull();
    });
  });

  describe("given a signed-in user", () => {
    beforeEach(() => {
      pageLoadWith({});
      signIn("tok-3", storedUser);
    });

    describe("after signOut", () => {
      it("clears both keys and is unauthenticated without calling the server", () => {
        signOut();
        expect(getSession()).toEqual({ status: "unauthenticated", token: null, user: null });
        expect(localStorage.getItem("token")).toBeNull();
        expect(localStorage.getItem("user")).toBeNull();
        expect(server.requests).toHaveLength(0);
      });
    });

    describe("after setUser", () => {
      it("replaces the user in memory and in storage", () => {
        setUser(freshUser);
        expect(getSession()).toEqual({ status: "authenticated", token: "tok-3", user: freshUser });
        expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual(freshUser);
      });
    });

    describe("after any call answers 401", () => {
      it("is signed out and onUnauthorized is called", async () => {
        server.on("GET", "/favorites", failed(401, "Yetkisiz"));
        await expect(apiGet("/favorites")).rejects.toThrow("Yetkisiz");
        expect(getSession().status).toBe("unauthenticated");
        expect(localStorage.getItem("token")).toBeNull();
        expect(onUnauthorized).toHaveBeenCalledOnce();
      });
    });

    describe("after refreshSessionUser (phone verified)", () => {
      it("stores the fetched user", async () => {
        server.on("GET", "/auth/me", ok({ user: freshUser }));
        await expect(refreshSessionUser()).resolves.toEqual(freshUser);
        expect(getSession().user).toEqual(freshUser);
      });
    });

    it("tells subscribers about each change and gives a stable snapshot between changes", () => {
      const listener = vi.fn();
      const unsubscribe = subscribeSession(listener);
      const before = getSession();
      expect(getSession()).toBe(before);
      setUser(freshUser);
      signOut();
      expect(listener).toHaveBeenCalledTimes(2);
      unsubscribe();
      signIn("tok-4", storedUser);
      expect(listener).toHaveBeenCalledTimes(2);
    });
  });

  describe("server rendering", () => {
    it("sees a guest, whatever the browser stored", () => {
      pageLoadWith({ token: "tok-1", user: JSON.stringify(storedUser) });
      expect(getServerSession()).toEqual({ status: "unauthenticated", token: null, user: null });
    });
  });
});

describe("parseStoredUser", () => {
  it("fills the optional fields' defaults", () => {
    const { isPhoneVerified: _v, favorites: _f, phoneNumber: _p, ...minimal } = storedUser;
    expect(parseStoredUser(JSON.stringify(minimal))).toEqual({
      ...minimal,
      phoneNumber: null,
      isPhoneVerified: false,
      favorites: [],
    });
  });

  it("keeps an unlisted role (the app sends that user to /unauthorized)", () => {
    expect(parseStoredUser(JSON.stringify({ ...storedUser, role: "moderator" }))?.role).toBe("moderator");
  });

  it("returns null for missing, empty and null values", () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser("")).toBeNull();
    expect(parseStoredUser("null")).toBeNull();
  });
});
