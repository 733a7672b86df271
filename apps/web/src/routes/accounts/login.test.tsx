import { getSession } from "@halisaha/data";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { brokenAnswer, fail, ok, type FakeApi } from "../../test/fake-api";
import { renderApp, setUpApi, signInAs, tearDownApp, testUser } from "../../test/render-app";

let api: FakeApi;

beforeEach(() => {
  api = setUpApi();
});
afterEach(() => {
  tearDownApp();
  delete (window as { google?: unknown }).google;
});

async function fillIn(identifier: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-posta, telefon veya kullanıcı adı/), identifier);
  await user.type(screen.getByLabelText(/^Şifre\*?$/), password);
  await user.click(screen.getByRole("button", { name: "Giriş Yap" }));
}

describe("/login", () => {
  describe("given an empty form", () => {
    it("shows the spec's texts and sends nothing", async () => {
      await renderApp("/login");
      await userEvent.click(await screen.findByRole("button", { name: "Giriş Yap" }));
      expect(
        await screen.findByText("E-posta adresi, telefon numarası veya kullanıcı adı gereklidir"),
      ).toBeInTheDocument();
      expect(screen.getByText("Şifre gereklidir")).toBeInTheDocument();
      expect(api.calls("POST", "/auth/login")).toHaveLength(0);
    });
  });

  describe("given a short password", () => {
    it("asks for 6 characters", async () => {
      await renderApp("/login");
      await fillIn("ayse", "12345");
      expect(await screen.findByText("Şifre en az 6 karakter olmalıdır")).toBeInTheDocument();
    });
  });

  describe("given the right credentials", () => {
    beforeEach(() => {
      api.on("POST", "/auth/login", ok({ token: "tok-login", items: testUser }, "Giriş başarılı."));
    });

    it("signs in, shows the server's message and goes to '/'", async () => {
      const { router } = await renderApp("/login");
      await fillIn("ayse@example.com", "gizli-sifre");
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
      expect(api.calls("POST", "/auth/login")[0]?.body).toEqual({
        identityFier: "ayse@example.com",
        password: "gizli-sifre",
      });
      expect(getSession()).toMatchObject({ status: "authenticated", token: "tok-login" });
      expect(await screen.findByText("Giriş başarılı.")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: /^Kullanıcı menüsü/ })).toBeInTheDocument();
    });

    it("returns to the protected page the guard sent the guest away from", async () => {
      const { router } = await renderApp("/user/profile?tab=details");
      await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
      await fillIn("ayse", "gizli-sifre");
      await waitFor(() => expect(router.state.location.pathname).toBe("/user/profile"));
      expect(router.state.location.search).toBe("?tab=details");
      expect(await screen.findByRole("heading", { name: "Profilim" })).toBeInTheDocument();
    });

    it("ignores a return path that leaves the app", async () => {
      const { router } = await renderApp("/login", { state: { from: "//evil.example.com" } });
      await fillIn("ayse", "gizli-sifre");
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    });
  });

  describe("while the answer is on its way", () => {
    it("shows the button as loading", async () => {
      api.on("POST", "/auth/login", () => new Promise(() => {}));
      await renderApp("/login");
      await fillIn("ayse", "gizli-sifre");
      await waitFor(() => expect(screen.getByRole("button", { name: "Giriş Yap" })).toBeDisabled());
      expect(screen.getByRole("button", { name: "Giriş Yap" })).toHaveAttribute("aria-busy", "true");
    });
  });

  describe("given wrong credentials", () => {
    it("shows the server's message and stays on /login", async () => {
      api.on("POST", "/auth/login", fail(401, "Giriş bilgileri hatalı. Lütfen kontrol edip tekrar deneyin."));
      const { router } = await renderApp("/login");
      await fillIn("ayse", "yanlis-sifre");
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Giriş bilgileri hatalı. Lütfen kontrol edip tekrar deneyin.",
      );
      expect(router.state.location.pathname).toBe("/login");
      expect(getSession().status).toBe("unauthenticated");
    });
  });

  describe("given an account the server protects with an SMS code", () => {
    const codeRequired =
      "Hesabınıza çok sayıda hatalı giriş denemesi yapıldı. Güvenliğiniz için şifreniz doğruysa kayıtlı telefonunuza bir doğrulama kodu gönderdik; şifrenizle birlikte bu kodu girin.";
    const refusal = (message: string) => ({
      status: 401,
      body: { success: false, message, data: { secondFactor: "sms" } },
    });

    it("shows the code field under what was typed, then signs in with password and code", async () => {
      api.on("POST", "/auth/login", (request) =>
        (request.body as { otp?: string }).otp === "123456"
          ? ok({ token: "tok-2fa", items: testUser }, "Giriş başarılı.")
          : refusal(codeRequired),
      );
      const { router } = await renderApp("/login");
      await fillIn("ayse", "gizli-sifre");

      expect(await screen.findByRole("alert")).toHaveTextContent(codeRequired);
      expect(screen.getByLabelText(/E-posta, telefon veya kullanıcı adı/)).toHaveValue("ayse");
      expect(screen.getByLabelText(/^Şifre\*?$/)).toHaveValue("gizli-sifre");
      expect(api.calls("POST", "/auth/login")[0]?.body).toEqual({
        identityFier: "ayse",
        password: "gizli-sifre",
      });

      const user = userEvent.setup();
      await user.type(screen.getByLabelText(/^Doğrulama Kodu/), "123456");
      await user.click(screen.getByRole("button", { name: "Giriş Yap" }));

      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
      expect(api.calls("POST", "/auth/login")[1]?.body).toEqual({
        identityFier: "ayse",
        password: "gizli-sifre",
        otp: "123456",
      });
      expect(getSession()).toMatchObject({ status: "authenticated", token: "tok-2fa" });
    });

    it("asks for the code before sending, and 'Yeni kod gönder' sends the login without one", async () => {
      api.on("POST", "/auth/login", refusal(codeRequired));
      await renderApp("/login");
      await fillIn("ayse", "gizli-sifre");
      await screen.findByLabelText(/^Doğrulama Kodu/);
      const user = userEvent.setup();

      await user.click(screen.getByRole("button", { name: "Giriş Yap" }));
      expect(await screen.findByText("Kod zorunludur")).toBeInTheDocument();
      expect(api.calls("POST", "/auth/login")).toHaveLength(1);

      await user.click(screen.getByRole("button", { name: "Yeni kod gönder" }));
      await waitFor(() => expect(api.calls("POST", "/auth/login")).toHaveLength(2));
      expect(api.calls("POST", "/auth/login")[1]?.body).toEqual({
        identityFier: "ayse",
        password: "gizli-sifre",
      });
    });
  });

  describe("given an answer without a message", () => {
    it("shows 'Giriş yaparken bir hata oluştu. Lütfen tekrar deneyin.'", async () => {
      api.on("POST", "/auth/login", brokenAnswer());
      await renderApp("/login");
      await fillIn("ayse", "gizli-sifre");
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Giriş yaparken bir hata oluştu. Lütfen tekrar deneyin.",
      );
    });
  });

  describe("given field errors from the server", () => {
    it("shows them under their fields", async () => {
      api.on(
        "POST",
        "/auth/login",
        fail(400, "Gönderilen bilgiler geçersiz. Lütfen alanları kontrol edin.", [
          { field: "identityFier", message: "Bu alan en fazla 254 karakter olabilir" },
        ]),
      );
      await renderApp("/login");
      await fillIn("ayse", "gizli-sifre");
      expect(await screen.findByText("Bu alan en fazla 254 karakter olabilir")).toBeInTheDocument();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });
  });

  describe("given a signed-in visitor", () => {
    it("sends them to '/'", async () => {
      signInAs(api);
      const { router } = await renderApp("/login");
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    });
  });

  it("links to forgot password, register and home", async () => {
    await renderApp("/login");
    await screen.findByRole("link", { name: "Şifremi Unuttum" });
    const page = within(screen.getByRole("main"));
    expect(page.getByRole("link", { name: "Şifremi Unuttum" })).toHaveAttribute("href", "/forgot-password");
    expect(page.getByRole("link", { name: "Kayıt Ol" })).toHaveAttribute("href", "/register");
    expect(page.getByRole("link", { name: "Ana Sayfaya Dön" })).toHaveAttribute("href", "/");
  });

  describe("Google sign-in", () => {
    describe("given no Google client id", () => {
      it("shows no Google button and loads no Google script", async () => {
        await renderApp("/login");
        await screen.findByRole("button", { name: "Giriş Yap" });
        await waitFor(() => expect(api.calls("GET", "/config")).toHaveLength(1));
        expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
        expect(screen.queryByText("veya")).not.toBeInTheDocument();
      });
    });

    /** Google Identity Services as the page would have it; `credential` is what Google calls back with. */
    function fakeGoogle() {
      let callback: ((response: { credential?: string }) => void) | undefined;
      const renderButton = vi.fn((parent: HTMLElement) => {
        const button = document.createElement("button");
        button.textContent = "Google ile oturum açın";
        parent.append(button);
      });
      (window as { google?: unknown }).google = {
        accounts: {
          id: {
            initialize: vi.fn((config: { client_id: string; callback: typeof callback }) => {
              expect(config.client_id).toBe("client-123");
              callback = config.callback;
            }),
            renderButton,
          },
        },
      };
      api.on("GET", "/config", ok({ googleClientId: "client-123" }));
      return {
        renderButton,
        credential: (token: string) => act(async () => callback?.({ credential: token })),
      };
    }

    describe("given a Google client id", () => {
      it("renders Google's button and signs in with the credential", async () => {
        const { renderButton, credential } = fakeGoogle();
        api.on("POST", "/auth/google-login", ok({ token: "tok-google", items: testUser }, "Giriş başarılı."));
        const { router } = await renderApp("/login", { state: { from: "/user/favorites" } });
        const container = await screen.findByText("Google ile oturum açın");
        expect(within(container.parentElement as HTMLElement).getByRole("button")).toBeInTheDocument();
        expect(renderButton).toHaveBeenCalledWith(
          expect.any(HTMLElement),
          expect.objectContaining({ locale: "tr" }),
        );

        await credential("google-id-token");
        await waitFor(() => expect(router.state.location.pathname).toBe("/user/favorites"));
        expect(api.calls("POST", "/auth/google-login")[0]?.body).toEqual({ token: "google-id-token" });
        expect(getSession().token).toBe("tok-google");
      });

      it("shows the server's message when Google sign-in is refused, and a form send clears it", async () => {
        const { credential } = fakeGoogle();
        api.on(
          "POST",
          "/auth/google-login",
          fail(401, "Google ile giriş doğrulanamadı. Lütfen tekrar deneyin."),
        );
        const { router } = await renderApp("/login");
        await screen.findByText("Google ile oturum açın");
        await credential("google-id-token");
        expect(await screen.findByRole("alert")).toHaveTextContent(
          "Google ile giriş doğrulanamadı. Lütfen tekrar deneyin.",
        );
        expect(router.state.location.pathname).toBe("/login");
        expect(getSession().status).toBe("unauthenticated");

        api.on("POST", "/auth/login", () => new Promise(() => {}));
        await fillIn("ayse", "gizli-sifre");
        await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
        expect(screen.getByLabelText(/E-posta, telefon veya kullanıcı adı/)).toHaveValue("ayse");
      });
    });
  });
});
