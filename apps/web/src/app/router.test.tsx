import { configureApi, reloadSessionFromStorage, resetApiConfig, SessionProvider } from "@halisaha/data";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { routedApp } from "../test/render-app";

type Role = "user" | "facility_owner" | "admin";

function storedUser(role: Role) {
  return {
    id: 7,
    firstName: "Ayşe",
    lastName: "Yılmaz",
    email: "ayse@example.com",
    phoneNumber: "5551112233",
    role,
    createdAt: "2026-01-05T10:00:00.000Z",
    isPhoneVerified: true,
    favorites: [],
  };
}

/** Answers /auth/me like the API does, so the session refresh has a real envelope to read. */
function meEndpoint(user: ReturnType<typeof storedUser>): typeof fetch {
  return async () =>
    new Response(JSON.stringify({ success: true, message: "", data: { user } }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
}

function signInAs(role: Role) {
  const user = storedUser(role);
  localStorage.setItem("token", "test-token");
  localStorage.setItem("user", JSON.stringify(user));
  configureApi({ fetch: meEndpoint(user) });
  reloadSessionFromStorage();
}

function renderAt(path: string) {
  const { app, router } = routedApp(path);
  render(<SessionProvider>{app}</SessionProvider>);
  return router;
}

afterEach(() => {
  // unmount first: resetting the session under a mounted app would re-render it outside act
  cleanup();
  localStorage.clear();
  reloadSessionFromStorage();
  resetApiConfig();
});

describe("given a guest", () => {
  it("sends a protected path to /login and remembers where they were going", async () => {
    const router = renderAt("/user/reservations?tab=past");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: "/user/reservations?tab=past" });
  });

  it("sends an owner path to /login too", async () => {
    const router = renderAt("/owner/calendar");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("shows 'Sayfa Bulunamadı' for an unknown path", async () => {
    renderAt("/olmayan-sayfa");
    expect(await screen.findByRole("heading", { name: "Sayfa Bulunamadı" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Geri Dön" })).toBeInTheDocument();
  });

  it("gives each route its own Turkish title, following the navigation", async () => {
    const router = renderAt("/olmayan-sayfa");
    await waitFor(() => expect(document.title).toBe("Sayfa Bulunamadı · halisaha"));
    await act(() => router.navigate("/login"));
    await waitFor(() => expect(document.title).toBe("Giriş Yap · halisaha"));
    await act(() => router.navigate("/about"));
    await waitFor(() => expect(document.title).toBe("Hakkımızda · halisaha"));
    await act(() => router.navigate("/user/reservations"));
    // a guest is sent on to /login, whose title follows
    await waitFor(() => expect(document.title).toBe("Giriş Yap · halisaha"));
  });

  it("redirects /facilities/ without an id to /facilities", async () => {
    const router = renderAt("/facilities/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/facilities"));
  });

  it("shows the access-denied page with its text", async () => {
    renderAt("/unauthorized");
    expect(await screen.findByRole("heading", { name: "Erişim Reddedildi" })).toBeInTheDocument();
    expect(screen.getByText(/farklı bir hesap/)).toBeInTheDocument();
  });
});

describe("given a signed-in user", () => {
  it("redirects /profile to /user/profile", async () => {
    signInAs("user");
    const router = renderAt("/profile");
    await waitFor(() => expect(router.state.location.pathname).toBe("/user/profile"));
    expect(await screen.findByRole("heading", { name: "Profilim" })).toBeInTheDocument();
  });

  it("redirects /reservations to /user/reservations", async () => {
    signInAs("user");
    const router = renderAt("/reservations");
    await waitFor(() => expect(router.state.location.pathname).toBe("/user/reservations"));
  });

  it("sends the owner panel to /unauthorized", async () => {
    signInAs("user");
    const router = renderAt("/owner/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/unauthorized"));
    expect(await screen.findByRole("heading", { name: "Erişim Reddedildi" })).toBeInTheDocument();
  });
});

describe("given a facility owner", () => {
  it("opens the owner panel with its menu and heading", async () => {
    signInAs("facility_owner");
    renderAt("/owner/subscribers");
    expect(await screen.findByText("Saha Yönetici Paneli")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Aboneler" })).toHaveAttribute("aria-current", "page");
  });

  it("is refused the admin pages", async () => {
    signInAs("facility_owner");
    const router = renderAt("/admin/users");
    await waitFor(() => expect(router.state.location.pathname).toBe("/unauthorized"));
  });
});

describe("given an admin", () => {
  it("shows each admin page as under development", async () => {
    signInAs("admin");
    renderAt("/admin/users");
    expect(await screen.findByRole("heading", { name: "Kullanıcılar" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Kullanıcı Yönetimi" })).toBeInTheDocument();
    expect(screen.getByText("Bu sayfa geliştirme aşamasındadır.")).toBeInTheDocument();
  });
});

describe("given a stored token whose user is still being fetched", () => {
  it("shows 'Yükleniyor...' on a protected route", async () => {
    localStorage.setItem("token", "test-token");
    configureApi({ fetch: () => new Promise<Response>(() => {}) });
    reloadSessionFromStorage();
    renderAt("/user/profile");
    expect(await screen.findAllByText("Yükleniyor...")).not.toHaveLength(0);
  });
});
