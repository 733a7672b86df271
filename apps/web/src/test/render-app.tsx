import {
  configureApi,
  DataProvider,
  initSession,
  reloadSessionFromStorage,
  resetApiConfig,
  SessionProvider,
  type SessionUser,
} from "@halisaha/data";
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { routes } from "../app/router";
import { ToastHost } from "../app/toasts";
import { fakeApi, fakeApiBaseUrl, ok, type FakeApi } from "./fake-api";

export const testUser: SessionUser = {
  id: 7,
  firstName: "Ayşe",
  lastName: "Yılmaz",
  userName: "ayse",
  email: "ayse@example.com",
  phoneNumber: "5321234567",
  role: "user",
  createdAt: "2026-01-05T10:00:00.000Z",
  isPhoneVerified: false,
  favorites: [3, 5],
};

/**
 * A fake API wired into the data layer, with what every screen may ask for already answered:
 * `GET /config` (no Google sign-in) and, for a signed-in user, `GET /auth/me`.
 */
export function setUpApi(): FakeApi {
  resetApiConfig();
  const api = fakeApi();
  api.on("GET", "/config", ok({ googleClientId: null }));
  configureApi({ baseUrl: fakeApiBaseUrl, fetch: api.fetch });
  return api;
}

/** A previous visit left this user signed in (token and user in localStorage). */
export function signInAs(api: FakeApi, user: SessionUser = testUser, token = "test-token") {
  localStorage.setItem("token", token);
  localStorage.setItem("user", JSON.stringify(user));
  api.on("GET", "/auth/me", ok({ user }));
  // The header's bell asks for the unread count of every signed-in user.
  api.on("GET", "/notifications/user", ok({ items: [], count: 0, totalPages: 0, unreadCount: 0 }));
  reloadSessionFromStorage();
}

/**
 * Renders the whole route table at `path` with the app's providers and a fresh SWR cache, and
 * waits for the start-up session check (`GET /auth/me`) so tests begin from a settled session.
 */
export async function renderApp(path: string, options: { state?: unknown } = {}) {
  const url = new URL(path, "http://localhost");
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.pathname, search: url.search, state: options.state }],
  });
  /** every location the app moved to after the first, in order */
  const visited: string[] = [];
  let lastKey = router.state.location.key;
  router.subscribe(({ location }) => {
    if (location.key === lastKey) return;
    lastKey = location.key;
    visited.push(location.pathname);
  });
  const cache = new Map();
  const view = render(
    <DataProvider value={{ provider: () => cache, dedupingInterval: 0 }}>
      <SessionProvider>
        <RouterProvider router={router} />
        <ToastHost />
      </SessionProvider>
    </DataProvider>,
  );
  await act(() => initSession());
  return { router, visited, ...view };
}

/** Unmounts the app, then resets what the test changed in the data layer's module state. */
export function tearDownApp() {
  cleanup();
  localStorage.clear();
  reloadSessionFromStorage();
  resetApiConfig();
}
