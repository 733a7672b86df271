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
import { useLayoutEffect, useRef, type ReactElement } from "react";
import {
  MemoryRouter,
  resolvePath,
  useLocation,
  useNavigate,
  type InitialEntry,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from "react-router-dom";
import { preloadMatchedScreens } from "../app/lazy-screen";
import { AppRoutes, routes } from "../app/router";
import { ToastHost } from "../shared/toasts";
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

/** A test's hold on the app's router: where it is, and a way to move it as a link would. */
export type TestRouter = {
  readonly state: { readonly location: Location };
  /** wrap in `act` (the app re-renders) */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
};

/**
 * The route table in a MemoryRouter at `entry`, and the test's hold on it: `router` (where the
 * app is, navigation from outside) and `visited` (every location it moved to after the first).
 */
export function routedApp(entry: InitialEntry): { app: ReactElement; router: TestRouter; visited: string[] } {
  let location: Location | undefined;
  let navigate: NavigateFunction | undefined;
  const visited: string[] = [];
  /** notes what the app has drawn: a navigation counts once its page is on screen */
  function RouterProbe() {
    const current = useLocation();
    const navigateHere = useNavigate();
    const firstKey = useRef(current.key);
    useLayoutEffect(() => {
      location = current;
      navigate = navigateHere;
      if (current.key !== firstKey.current) visited.push(current.pathname);
    }, [current, navigateHere]);
    return null;
  }
  const router: TestRouter = {
    get state() {
      if (!location) throw new Error("the app is not rendered yet");
      return { location };
    },
    async navigate(to, options) {
      if (!navigate || !location) throw new Error("the app is not rendered yet");
      if (typeof to === "number") return void (await navigate(to));
      // The page's chunks first, as a link's navigation waits for them before the page changes.
      await preloadMatchedScreens(routes, resolvePath(to, location.pathname).pathname);
      await navigate(to, options);
    },
  };
  const app = (
    <MemoryRouter initialEntries={[entry]}>
      <RouterProbe />
      <AppRoutes />
    </MemoryRouter>
  );
  return { app, router, visited };
}

/**
 * Renders the whole route table at `path` with the app's providers and a fresh SWR cache (its
 * screens loaded first, as in the browser), and waits for the start-up session check (`GET /auth/me`) so tests begin from a settled session.
 */
export async function renderApp(path: string, options: { state?: unknown } = {}) {
  const url = new URL(path, "http://localhost");
  // As main.tsx does: the page's chunks are there before its first render.
  await preloadMatchedScreens(routes, url.pathname);
  const { app, router, visited } = routedApp({ pathname: url.pathname, search: url.search, state: options.state });
  const cache = new Map();
  const view = render(
    <DataProvider value={{ provider: () => cache, dedupingInterval: 0 }}>
      <SessionProvider>
        {app}
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
