import { getSession } from "@halisaha/data";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ok, type FakeApi } from "../../test/fake-api";
import { renderApp, setUpApi, signInAs, tearDownApp, testUser } from "../../test/render-app";

let api: FakeApi;

beforeEach(() => {
  api = setUpApi();
});
afterEach(() => tearDownApp());

describe("the header", () => {
  describe("given a guest", () => {
    it("offers Giriş Yap and Kayıt Ol, and no user menu", async () => {
      await renderApp("/about");
      expect((await screen.findAllByRole("link", { name: "Giriş Yap" })).length).toBeGreaterThan(0);
      expect(screen.queryByRole("button", { name: /^Kullanıcı menüsü/ })).not.toBeInTheDocument();
    });
  });

  describe("given a signed-in user", () => {
    it("shows the user menu with the user's links and no panel links", async () => {
      signInAs(api);
      await renderApp("/about");
      await userEvent.click(await screen.findByRole("button", { name: /^Kullanıcı menüsü/ }));
      expect(await screen.findByRole("menuitem", { name: "Profilim" })).toHaveAttribute(
        "href",
        "/user/profile",
      );
      expect(screen.getByRole("menuitem", { name: "Rezervasyonlarım" })).toBeInTheDocument();
      expect(screen.getByRole("menuitem", { name: "Favorilerim" })).toBeInTheDocument();
      expect(screen.queryByRole("menuitem", { name: "Tesis Paneli" })).not.toBeInTheDocument();
      expect(screen.queryByRole("menuitem", { name: "Admin Paneli" })).not.toBeInTheDocument();
    });

    it("ends the token on the server, forgets it here and goes to /login", async () => {
      signInAs(api);
      api.on("POST", "/auth/logout", ok(null, "Çıkış yapıldı."));
      const { router } = await renderApp("/about");
      await userEvent.click(await screen.findByRole("button", { name: /^Kullanıcı menüsü/ }));
      await waitFor(() => expect(api.calls("GET", "/auth/me")).toHaveLength(1));
      const before = api.requests.length;
      await userEvent.click(await screen.findByRole("menuitem", { name: "Çıkış Yap" }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
      expect(getSession().status).toBe("unauthenticated");
      expect(localStorage.getItem("token")).toBeNull();
      expect(localStorage.getItem("user")).toBeNull();
      const sent = api.requests.slice(before).filter((r) => r.path.startsWith("/auth"));
      expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /auth/logout"]);
      expect(sent[0]?.headers.authorization).toBe("Bearer test-token");
    });
  });

  describe.each([
    ["facility_owner", "Tesis Paneli", "/owner/dashboard"],
    ["admin", "Admin Paneli", "/admin/dashboard"],
  ])("given a %s", (role, label, href) => {
    it(`adds ${label}`, async () => {
      signInAs(api, { ...testUser, role });
      await renderApp("/about");
      await userEvent.click(await screen.findByRole("button", { name: /^Kullanıcı menüsü/ }));
      expect(await screen.findByRole("menuitem", { name: label })).toHaveAttribute("href", href);
    });
  });
});
