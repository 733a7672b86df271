import { getSession } from "@halisaha/data";
import { registerFixture } from "@halisaha/data/testing";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { brokenAnswer, fail, type FakeApi } from "../../test/fake-api";
import { renderApp, setUpApi, tearDownApp, testUser } from "../../test/render-app";

let api: FakeApi;

beforeEach(() => {
  api = setUpApi();
});
afterEach(() => {
  vi.useRealTimers();
  tearDownApp();
});

const filled = registerFixture;

async function fillIn(values: Partial<typeof filled & { phone: string }>, user = userEvent.setup()) {
  const labels: Record<keyof typeof filled | "phone", RegExp> = {
    phone: /^Telefon Numarası \(isteğe bağlı\)/,
    firstName: /^Ad\*?$/,
    lastName: /^Soyad\*?$/,
    userName: /^Kullanıcı Adı\*?$/,
    email: /^E-posta\*?$/,
    password: /^Şifre\*?$/,
    confirmPassword: /^Şifre Tekrar\*?$/,
  };
  await screen.findByRole("button", { name: "Kayıt Ol" });
  for (const [field, value] of Object.entries(values) as [keyof typeof filled | "phone", string][]) {
    await user.type(screen.getByLabelText(labels[field]), value);
  }
  await user.click(screen.getByRole("button", { name: "Kayıt Ol" }));
}

describe("/register", () => {
  describe("given an empty form", () => {
    it("shows a required text for each field and sends nothing", async () => {
      await renderApp("/register");
      await fillIn({});
      for (const text of [
        "Ad gereklidir",
        "Soyad gereklidir",
        "Kullanıcı adı gereklidir",
        "E-posta adresi gereklidir",
        "Şifre gereklidir",
        "Şifre onayı gereklidir",
      ]) {
        expect(await screen.findByText(text)).toBeInTheDocument();
      }
      expect(api.calls("POST", "/auth/register")).toHaveLength(0);
    });
  });

  describe("given values that break the rules", () => {
    it("shows the spec's texts", async () => {
      await renderApp("/register");
      await fillIn({
        ...filled,
        firstName: "A",
        userName: "ab",
        email: "ayse@",
        confirmPassword: "baska-sifre",
      });
      expect(await screen.findByText("Ad en az 2 karakter olmalıdır")).toBeInTheDocument();
      expect(screen.getByText("Kullanıcı adı en az 3 karakter olmalıdır")).toBeInTheDocument();
      expect(screen.getByText("Geçerli bir e-posta adresi giriniz")).toBeInTheDocument();
      expect(screen.getByText("Şifreler eşleşmiyor")).toBeInTheDocument();
    });
  });

  describe("given a new account", () => {
    beforeEach(() => {
      api.on("POST", "/auth/register", {
        status: 201,
        body: {
          success: true,
          message: "Kayıt işleminiz başarıyla tamamlandı!",
          data: { token: "tok-reg", items: testUser },
        },
      });
    });

    it("signs the new user in with the phone given, offers its verification, and redirects after 3 seconds", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { router, visited } = await renderApp("/register");
      await fillIn(
        { ...filled, phone: "5321234567" },
        userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
      );
      expect(
        await screen.findByRole("heading", { name: "Kayıt işleminiz başarıyla tamamlandı!" }),
      ).toBeInTheDocument();
      expect(screen.getByText(/hoş geldiniz, Ayşe/)).toBeInTheDocument();
      expect(
        within(screen.getByRole("main")).getByRole("link", { name: "Telefonu Doğrula" }),
      ).toHaveAttribute("href", "/phone-verification");
      expect(api.calls("POST", "/auth/register")[0]?.body).toEqual({ ...filled, phone: "5321234567" });
      // registering signs in (see the data package's README)
      expect(getSession()).toMatchObject({ status: "authenticated", token: "tok-reg" });

      await act(async () => {
        vi.advanceTimersByTime(2500);
      });
      expect(router.state.location.pathname).toBe("/register");
      await act(async () => {
        vi.advanceTimersByTime(600);
      });
      // the spec's redirect to /login, which sends a signed-in user on
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
      expect(visited).toEqual(["/login", "/"]);
    });

    it("sends nothing for an empty phone and leads on to where the user was going", async () => {
      api.on("POST", "/auth/register", {
        status: 201,
        body: {
          success: true,
          message: "Kayıt işleminiz başarıyla tamamlandı!",
          data: { token: "tok-reg", items: { ...testUser, phoneNumber: null } },
        },
      });
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { router } = await renderApp("/register", { state: { from: "/booking/12" } });
      await fillIn(filled, userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
      await screen.findByRole("heading", { name: "Kayıt işleminiz başarıyla tamamlandı!" });
      expect(api.calls("POST", "/auth/register")[0]?.body).toEqual(filled);
      expect(within(screen.getByRole("main")).getByRole("link", { name: "Devam Et" })).toHaveAttribute(
        "href",
        "/booking/12",
      );
      await act(async () => {
        vi.advanceTimersByTime(3100);
      });
      await waitFor(() => expect(router.state.location.pathname).toBe("/booking/12"));
    });

    it("cancels the redirect when the user leaves first", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { router, visited } = await renderApp("/register");
      await fillIn(filled, user);
      await screen.findByRole("heading", { name: "Kayıt işleminiz başarıyla tamamlandı!" });
      await act(async () => router.navigate("/about"));
      const before = visited.length;
      await act(async () => {
        vi.advanceTimersByTime(5000);
      });
      expect(router.state.location.pathname).toBe("/about");
      expect(visited).toHaveLength(before);
    });
  });

  describe("given an answer without a token", () => {
    it("shows the screen's fallback and stays signed out", async () => {
      api.on("POST", "/auth/register", {
        status: 201,
        body: { success: true, message: "", data: { items: testUser } },
      });
      await renderApp("/register");
      await fillIn(filled);
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Kayıt sırasında bir hata oluştu. Lütfen tekrar deneyin.",
      );
      expect(getSession().status).toBe("unauthenticated");
    });
  });

  describe("given a taken e-mail", () => {
    it("shows the server's text under the e-mail field", async () => {
      api.on(
        "POST",
        "/auth/register",
        fail(409, "Bu e-posta adresi ile kayıtlı bir hesap zaten var.", [
          { field: "email", message: "Bu e-posta adresi ile kayıtlı bir hesap zaten var." },
        ]),
      );
      await renderApp("/register");
      await fillIn(filled);
      const email = screen.getByLabelText(/^E-posta\*?$/);
      await waitFor(() =>
        expect(email).toHaveAccessibleDescription("Bu e-posta adresi ile kayıtlı bir hesap zaten var."),
      );
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });
  });

  describe("given a failure", () => {
    it("keeps what was typed, and the next send clears the failure while it is on its way", async () => {
      api.on("POST", "/auth/register", brokenAnswer());
      const user = userEvent.setup();
      await renderApp("/register");
      await fillIn(filled, user);
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Kayıt sırasında bir hata oluştu. Lütfen tekrar deneyin.",
      );
      expect(screen.getByLabelText(/^E-posta\*?$/)).toHaveValue("ayse@example.com");
      expect(screen.getByLabelText(/^Kullanıcı Adı\*?$/)).toHaveValue("ayse");
      expect(screen.getByLabelText(/^Şifre\*?$/)).toHaveValue("gizli-sifre");

      api.on("POST", "/auth/register", () => new Promise(() => {}));
      await user.click(screen.getByRole("button", { name: "Kayıt Ol" }));
      await waitFor(() => expect(screen.getByRole("button", { name: "Kayıt Ol" })).toBeDisabled());
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });
  });

  describe("given a server failure with a message", () => {
    it("shows the server's message", async () => {
      api.on(
        "POST",
        "/auth/register",
        fail(429, "Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin."),
      );
      await renderApp("/register");
      await fillIn(filled);
      expect(await screen.findByRole("alert")).toHaveTextContent("Çok fazla istek gönderdiniz.");
    });
  });
});
