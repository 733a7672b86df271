import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storedUser } from "../test/fixtures";

/**
 * A page's first check of a stored session: the session user's schema is not loaded yet
 * (it stays out of a guest's first download), so the session waits for it. Every test gets
 * fresh modules, as a page load does.
 */
async function freshSession() {
  vi.resetModules();
  const store = await import("./store");
  const { initSession } = await import("./init-session");
  return { ...store, initSession };
}

const fetchSpy = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchSpy.mockReset();
  vi.stubGlobal("fetch", fetchSpy);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("given a stored token and user on a page's first check", () => {
  beforeEach(() => {
    localStorage.setItem("token", "tok-1");
    localStorage.setItem("user", JSON.stringify(storedUser));
  });

  it("is loading, then authenticated with the stored user once the schema has loaded", async () => {
    const session = await freshSession();
    expect(session.getSession()).toEqual({ status: "loading", token: "tok-1", user: null });
    const changes = vi.fn();
    session.subscribeSession(changes);

    await session.storedSessionChecked();

    expect(session.getSession()).toEqual({ status: "authenticated", token: "tok-1", user: storedUser });
    expect(changes).toHaveBeenCalledOnce();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("keeps a sign-in made while it waited", async () => {
    const session = await freshSession();
    session.getSession();
    const other = { ...storedUser, id: 99, firstName: "Zeynep" };
    session.signIn("tok-2", other);

    await session.storedSessionChecked();

    expect(session.getSession()).toEqual({ status: "authenticated", token: "tok-2", user: other });
  });

  it("checks the stored user at once when the schema has loaded before", async () => {
    const session = await freshSession();
    await session.loadSessionSchema();
    expect(session.getSession()).toEqual({ status: "authenticated", token: "tok-1", user: storedUser });
  });
});

describe("given a stored user that does not parse on a page's first check", () => {
  beforeEach(() => {
    localStorage.setItem("token", "tok-1");
    localStorage.setItem("user", JSON.stringify({ id: 1, firstName: "A" }));
  });

  it("is loading, then unauthenticated with both keys cleared", async () => {
    const session = await freshSession();
    expect(session.getSession().status).toBe("loading");

    await session.storedSessionChecked();

    expect(session.getSession()).toEqual({ status: "unauthenticated", token: null, user: null });
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("starts the session without asking the server", async () => {
    const session = await freshSession();
    await session.initSession();
    expect(session.getSession().status).toBe("unauthenticated");
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
