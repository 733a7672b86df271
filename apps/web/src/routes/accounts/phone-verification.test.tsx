import { getSession } from "@halisaha/data";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { brokenAnswer, fail, ok, type FakeApi } from "../../test/fake-api";
import { renderApp, setUpApi, signInAs, tearDownApp, testUser } from "../../test/render-app";

let api: FakeApi;
const verifiedUser = { ...testUser, isPhoneVerified: true };

beforeEach(() => {
  api = setUpApi();
});
afterEach(() => tearDownApp());

async function sendAndVerify(code = "123456") {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Kod Gönder" }));
  const otp = await screen.findByLabelText(/Doğrulama Kodu/);
  await user.click(otp);
  await user.keyboard(code);
  await user.click(screen.getByRole("button", { name: "Kodu Doğrula" }));
}

describe("/phone-verification", () => {
  describe("given a guest", () => {
    it("sends them to /login and remembers the page", async () => {
      const { router } = await renderApp("/phone-verification");
      await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
      expect(router.state.location.state).toEqual({ from: "/phone-verification" });
    });
  });

  describe("given a signed-in user with an unverified phone", () => {
    beforeEach(() => {
      signInAs(api);
      api.on("POST", "/auth/send-verification-code", ok(null, "Doğrulama kodu telefonunuza gönderildi."));
      api.on(
        "POST",
        "/auth/verify-phone-number",
        ok({ user: verifiedUser }, "Telefon numaranız başarıyla doğrulandı."),
      );
    });

    it("starts with the account's phone", async () => {
      await renderApp("/phone-verification");
      expect(await screen.findByLabelText(/^Telefon Numarası\*?$/)).toHaveValue("5321234567");
    });

    it("sends the code, verifies it, stores the re-read user and links to /facilities", async () => {
      await renderApp("/phone-verification");
      await screen.findByLabelText(/^Telefon Numarası\*?$/);
      api.on("GET", "/auth/me", ok({ user: verifiedUser }));
      await sendAndVerify();
      expect(
        await screen.findByRole("heading", { name: "Telefon numaranız başarıyla doğrulandı." }),
      ).toBeInTheDocument();
      expect(api.calls("POST", "/auth/send-verification-code")[0]?.body).toEqual({ phone: "5321234567" });
      expect(api.calls("POST", "/auth/verify-phone-number")[0]?.body).toEqual({
        phone: "5321234567",
        otp: "123456",
      });
      expect(getSession().user?.isPhoneVerified).toBe(true);
      expect(JSON.parse(localStorage.getItem("user") ?? "null")).toMatchObject({ isPhoneVerified: true });
      // verify first, then the current user is fetched
      const order = api.requests.map((r) => `${r.method} ${r.path}`);
      expect(order.lastIndexOf("GET /auth/me")).toBeGreaterThan(
        order.indexOf("POST /auth/verify-phone-number"),
      );
      expect(screen.getByRole("link", { name: "Halı Sahalara Göz At" })).toHaveAttribute(
        "href",
        "/facilities",
      );
      expect(screen.queryByRole("link", { name: "Kaldığım Yere Dön" })).not.toBeInTheDocument();
    });

    it("offers the way back to the screen that sent the user here", async () => {
      await renderApp("/phone-verification", { state: { from: "/booking/12?date=2026-05-01" } });
      await screen.findByLabelText(/^Telefon Numarası\*?$/);
      api.on("GET", "/auth/me", ok({ user: verifiedUser }));
      await sendAndVerify();
      expect(await screen.findByRole("link", { name: "Kaldığım Yere Dön" })).toHaveAttribute(
        "href",
        "/booking/12?date=2026-05-01",
      );
    });

    it("shows 'Telefon numarası bulunamadı veya hata oluştu.' when sending fails without a message", async () => {
      api.on("POST", "/auth/send-verification-code", brokenAnswer());
      await renderApp("/phone-verification");
      await userEvent.click(await screen.findByRole("button", { name: "Kod Gönder" }));
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Telefon numarası bulunamadı veya hata oluştu.",
      );
    });

    it("shows the server's message when the phone is not the account's", async () => {
      api.on(
        "POST",
        "/auth/send-verification-code",
        fail(400, "Bu telefon numarası hesabınızdaki numara ile eşleşmiyor.", [
          { field: "phone", message: "Bu telefon numarası hesabınızdaki numara ile eşleşmiyor." },
        ]),
      );
      await renderApp("/phone-verification");
      await userEvent.click(await screen.findByRole("button", { name: "Kod Gönder" }));
      await waitFor(() =>
        expect(screen.getByLabelText(/^Telefon Numarası\*?$/)).toHaveAccessibleDescription(
          expect.stringContaining("Bu telefon numarası hesabınızdaki numara ile eşleşmiyor.") as string,
        ),
      );
    });

    it("shows 'Kod doğrulama başarısız.' when verifying fails without a message", async () => {
      api.on("POST", "/auth/verify-phone-number", brokenAnswer());
      await renderApp("/phone-verification");
      await sendAndVerify();
      expect(await screen.findByRole("alert")).toHaveTextContent("Kod doğrulama başarısız.");
      expect(getSession().user?.isPhoneVerified).toBe(false);
    });
  });

  describe("given a user without a phone number", () => {
    it("takes a number in the first step, sends the code to it and verifies it", async () => {
      signInAs(api, { ...testUser, phoneNumber: null });
      api.on("POST", "/auth/send-verification-code", ok(null, "Doğrulama kodu telefonunuza gönderildi."));
      api.on(
        "POST",
        "/auth/verify-phone-number",
        ok({ user: verifiedUser }, "Telefon numaranız başarıyla doğrulandı."),
      );
      await renderApp("/phone-verification");
      expect(await screen.findByText(/Hesabınızda kayıtlı bir telefon numarası yok/)).toBeInTheDocument();
      api.on("GET", "/auth/me", ok({ user: verifiedUser }));
      const phone = screen.getByLabelText(/^Telefon Numarası\*?$/);
      expect(phone).toHaveValue("");
      await userEvent.type(phone, "5321234567");
      await sendAndVerify();
      expect(
        await screen.findByRole("heading", { name: "Telefon numaranız başarıyla doğrulandı." }),
      ).toBeInTheDocument();
      expect(api.calls("POST", "/auth/send-verification-code")[0]?.body).toEqual({ phone: "5321234567" });
      expect(getSession().user).toMatchObject({ phoneNumber: "5321234567", isPhoneVerified: true });
    });
  });

  describe("given a user who sent a code", () => {
    it("says under the code why one may not come (the API's answer never tells)", async () => {
      signInAs(api, { ...testUser, phoneNumber: null });
      api.on(
        "POST",
        "/auth/send-verification-code",
        ok(null, "Numara başka bir hesapta doğrulanmamışsa doğrulama kodu gönderildi."),
      );
      const user = userEvent.setup();
      const { container } = await renderApp("/phone-verification");
      await user.type(await screen.findByLabelText(/^Telefon Numarası\*?$/), "5321234567");
      await user.click(screen.getByRole("button", { name: "Kod Gönder" }));

      expect(await screen.findByLabelText(/Doğrulama Kodu/)).toBeInTheDocument();
      expect(
        screen.getByText(
          "Kod gelmezse numarayı kontrol edin: başka bir hesapta doğrulanmış bir numaraya kod gönderilmez.",
        ),
      ).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe("given a user without a phone number and a failed send", () => {
    it("keeps the typed number and shows the server's message", async () => {
      signInAs(api, { ...testUser, phoneNumber: null });
      api.on(
        "POST",
        "/auth/send-verification-code",
        fail(400, "Bu telefon numarası başka bir hesapta kayıtlı."),
      );
      const user = userEvent.setup();
      await renderApp("/phone-verification");
      const phone = await screen.findByLabelText(/^Telefon Numarası\*?$/);
      await user.type(phone, "5321234567");
      await user.click(screen.getByRole("button", { name: "Kod Gönder" }));
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Bu telefon numarası başka bir hesapta kayıtlı.",
      );
      expect(phone).toHaveValue("5321234567");
      expect(screen.getByRole("button", { name: "Kod Gönder" })).toBeEnabled();
    });
  });

  describe("given a user whose phone is already verified", () => {
    it("says so and sends no code", async () => {
      signInAs(api, verifiedUser);
      await renderApp("/phone-verification");
      expect(
        await screen.findByRole("heading", { name: "Telefon numaranız zaten doğrulanmış." }),
      ).toBeInTheDocument();
      expect(api.calls("POST", "/auth/send-verification-code")).toHaveLength(0);
    });
  });
});
