import { commonPasswordMessage } from "@halisaha/data";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { brokenAnswer, fail, ok, type FakeApi } from "../../test/fake-api";
import { renderApp, setUpApi, tearDownApp } from "../../test/render-app";

let api: FakeApi;

beforeEach(() => {
  api = setUpApi();
  api.on("POST", "/auth/forgot-password", ok(null, "Telefon numarası kayıtlıysa doğrulama kodu gönderildi."));
  api.on("POST", "/auth/verify-reset-code", ok({ resetToken: "sifirlama-anahtari" }, "Kod doğrulandı."));
  api.on("POST", "/auth/reset-password", ok(null, "Şifreniz başarıyla sıfırlandı."));
});
afterEach(() => {
  vi.useRealTimers();
  tearDownApp();
});

const phoneInput = () => screen.findByLabelText(/^Telefon Numarası\*?$/);

async function sendCodeTo(phone: string, user = userEvent.setup()) {
  await user.type(await phoneInput(), phone);
  await user.click(screen.getByRole("button", { name: "Kod Gönder" }));
}

async function enterCode(code: string, user = userEvent.setup()) {
  const first = await screen.findByLabelText(/Doğrulama Kodu/);
  await user.click(first);
  await user.keyboard(code);
  await user.click(screen.getByRole("button", { name: "Kodu Doğrula" }));
}

describe("/forgot-password", () => {
  describe("the phone step", () => {
    it("keeps only digits, at most 10, and hints at the leading 0", async () => {
      await renderApp("/forgot-password");
      const input = await phoneInput();
      await userEvent.type(input, "0(532) 12a3-45-6789");
      expect(input).toHaveValue("0532123456");
      expect(screen.getByText(/başında 0 olmadan/)).toBeInTheDocument();
    });

    it("requires the phone", async () => {
      await renderApp("/forgot-password");
      await userEvent.click(await screen.findByRole("button", { name: "Kod Gönder" }));
      expect(await screen.findByText("Telefon numarası gereklidir")).toBeInTheDocument();
      expect(api.calls("POST", "/auth/forgot-password")).toHaveLength(0);
    });

    it("refuses a number that starts with 0", async () => {
      await renderApp("/forgot-password");
      await sendCodeTo("0532123456");
      expect(await screen.findByText("Geçerli bir telefon numarası girin")).toBeInTheDocument();
    });

    it("shows the screen's fallback when the request fails without a message", async () => {
      api.on("POST", "/auth/forgot-password", brokenAnswer(500));
      await renderApp("/forgot-password");
      await sendCodeTo("5321234567");
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Şifre sıfırlama isteği gönderilirken bir hata oluştu.",
      );
    });

    it("shows the server's message when there is one", async () => {
      api.on(
        "POST",
        "/auth/forgot-password",
        fail(429, "Çok fazla kod istendi. Lütfen bir saat sonra tekrar deneyin."),
      );
      await renderApp("/forgot-password");
      await sendCodeTo("5321234567");
      expect(await screen.findByRole("alert")).toHaveTextContent("Çok fazla kod istendi.");
    });
  });

  describe("the whole flow", () => {
    it("goes phone → code → new password → success, with the countdown and resend rule", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderApp("/forgot-password");

      await sendCodeTo("5321234567", user);
      expect(api.calls("POST", "/auth/forgot-password")[0]?.body).toEqual({ phone: "5321234567" });
      expect(
        await screen.findByText("Telefon numarası kayıtlıysa doğrulama kodu gönderildi."),
      ).toBeInTheDocument();

      // the code step: 05:00 and resend disabled
      expect(await screen.findByText(/05:00/)).toBeInTheDocument();
      const resend = screen.getByRole("button", { name: "Kodu Tekrar Gönder" });
      expect(resend).toBeDisabled();
      await user.click(screen.getByRole("button", { name: "Kodu Doğrula" }));
      expect(await screen.findByText("Kod zorunludur")).toBeInTheDocument();

      await act(async () => {
        vi.advanceTimersByTime(60_000);
      });
      expect(screen.getByText(/04:00/)).toBeInTheDocument();
      expect(resend).toBeDisabled();

      await act(async () => {
        vi.advanceTimersByTime(240_000);
      });
      expect(screen.getByText(/00:00/)).toBeInTheDocument();
      await waitFor(() => expect(resend).toBeEnabled());

      await user.click(resend);
      await waitFor(() => expect(api.calls("POST", "/auth/forgot-password")).toHaveLength(2));
      expect(await screen.findByText(/05:00/)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Kodu Tekrar Gönder" })).toBeDisabled();

      await enterCode("123456", user);
      expect(api.calls("POST", "/auth/verify-reset-code")[0]?.body).toEqual({
        phone: "5321234567",
        otp: "123456",
      });

      const password = await screen.findByLabelText(/^Yeni Şifre\*?$/);
      await user.type(password, "yeni-sifre");
      await user.type(screen.getByLabelText(/^Yeni Şifre Tekrar\*?$/), "baska-sifre");
      await user.click(screen.getByRole("button", { name: "Şifreyi Sıfırla" }));
      expect(await screen.findByText("Şifreler eşleşmiyor")).toBeInTheDocument();

      await user.clear(screen.getByLabelText(/^Yeni Şifre Tekrar\*?$/));
      await user.type(screen.getByLabelText(/^Yeni Şifre Tekrar\*?$/), "yeni-sifre");
      await user.click(screen.getByRole("button", { name: "Şifreyi Sıfırla" }));
      expect(
        await screen.findByRole("heading", { name: "Şifreniz başarıyla sıfırlandı." }),
      ).toBeInTheDocument();
      // the verified code's token goes with the new password; it was never stored
      expect(api.calls("POST", "/auth/reset-password")[0]?.body).toEqual({
        resetToken: "sifirlama-anahtari",
        phone: "5321234567",
        newPassword: "yeni-sifre",
        confirmPassword: "yeni-sifre",
      });
      expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain("sifirlama-anahtari");
      expect(within(screen.getByRole("main")).getByRole("link", { name: "Giriş Yap" })).toHaveAttribute(
        "href",
        "/login",
      );
    });
  });

  describe("given a wrong code", () => {
    it("shows the server's message, else 'Kod doğrulama başarısız.'", async () => {
      api.on("POST", "/auth/verify-reset-code", fail(400, "Kod hatalı veya süresi dolmuş."));
      await renderApp("/forgot-password");
      await sendCodeTo("5321234567");
      await enterCode("000000");
      expect(await screen.findByRole("alert")).toHaveTextContent("Kod hatalı veya süresi dolmuş.");

      api.on("POST", "/auth/verify-reset-code", brokenAnswer());
      await userEvent.click(screen.getByRole("button", { name: "Kodu Doğrula" }));
      await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Kod doğrulama başarısız."));
    });
  });

  describe("given a resend that fails", () => {
    it("shows 'Kod tekrar gönderilemedi.'", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderApp("/forgot-password");
      await sendCodeTo("5321234567", user);
      await screen.findByText(/05:00/);
      api.on("POST", "/auth/forgot-password", brokenAnswer());
      await act(async () => {
        vi.advanceTimersByTime(300_000);
      });
      await user.click(screen.getByRole("button", { name: "Kodu Tekrar Gönder" }));
      expect(await screen.findByRole("alert")).toHaveTextContent("Kod tekrar gönderilemedi.");
      // the countdown did not restart, so another try is possible at once
      expect(screen.getByText(/00:00/)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Kodu Tekrar Gönder" })).toBeEnabled();

      await user.click(screen.getByRole("button", { name: "Telefon numarasını değiştir" }));
      expect(await phoneInput()).toBeInTheDocument();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });
  });

  describe("given a reset that fails", () => {
    /** Goes through the phone and code steps, then sends `password` twice. */
    async function resetTo(password: string) {
      const user = userEvent.setup();
      await renderApp("/forgot-password");
      await sendCodeTo("5321234567", user);
      await enterCode("123456", user);
      await user.type(await screen.findByLabelText(/^Yeni Şifre\*?$/), password);
      await user.type(screen.getByLabelText(/^Yeni Şifre Tekrar\*?$/), password);
      await user.click(screen.getByRole("button", { name: "Şifreyi Sıfırla" }));
    }

    it("shows 'Şifre sıfırlama başarısız.'", async () => {
      api.on("POST", "/auth/reset-password", brokenAnswer());
      await resetTo("yeni-sifre");
      expect(await screen.findByRole("alert")).toHaveTextContent("Şifre sıfırlama başarısız.");
      expect(screen.getByLabelText(/^Yeni Şifre\*?$/)).toHaveValue("yeni-sifre");
      expect(screen.getByLabelText(/^Yeni Şifre Tekrar\*?$/)).toHaveValue("yeni-sifre");
      expect(screen.getByRole("button", { name: "Şifreyi Sıfırla" })).toBeEnabled();
    });

    it("shows a refused password under its field", async () => {
      api.on(
        "POST",
        "/auth/reset-password",
        fail(400, commonPasswordMessage, [{ field: "newPassword", message: commonPasswordMessage }]),
      );
      await resetTo("yeni-sifre");
      await waitFor(() =>
        expect(screen.getByLabelText(/^Yeni Şifre\*?$/)).toHaveAccessibleDescription(
          expect.stringContaining(commonPasswordMessage) as string,
        ),
      );
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });
  });
});
