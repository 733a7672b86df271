import { getSession } from "@halisaha/data";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { brokenAnswer, fail, ok, type FakeApi } from "../../test/fake-api";
import { renderApp, setUpApi, signInAs, tearDownApp, testUser } from "../../test/render-app";

let api: FakeApi;

beforeEach(() => {
  api = setUpApi();
  signInAs(api);
});
afterEach(() => {
  vi.useRealTimers();
  tearDownApp();
});

async function openEditing(user = userEvent.setup()) {
  await user.click(await screen.findByRole("button", { name: "Düzenle" }));
  return screen.getByRole("form", { name: "Profil bilgilerini düzenle" });
}

describe("/user/profile", () => {
  describe("given a guest", () => {
    it("sends them to /login", async () => {
      localStorage.clear();
      tearDownApp();
      api = setUpApi();
      const { router } = await renderApp("/user/profile");
      await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    });
  });

  describe("the user card", () => {
    it("shows name, role, e-mail, phone, registration date and the stats", async () => {
      await renderApp("/user/profile");
      expect(await screen.findByRole("heading", { name: "Profilim" })).toBeInTheDocument();
      const page = within(screen.getByRole("main"));
      expect(page.getByText("AY")).toBeInTheDocument();
      expect(page.getByRole("heading", { name: "Ayşe Yılmaz" })).toBeInTheDocument();
      expect(page.getByText("Kullanıcı")).toBeInTheDocument();
      expect(page.getAllByText("ayse@example.com").length).toBeGreaterThan(0);
      // the card and the details write the number the same way
      expect(page.getAllByText("0532 123 45 67")).toHaveLength(2);
      expect(page.getByText("Doğrulanmadı")).toBeInTheDocument();
      expect(page.getByText("5 Ocak 2026")).toBeInTheDocument();
      expect(page.getByText("Toplam Rezervasyon")).toBeInTheDocument();
      expect(page.getByText("Favori Tesis").nextElementSibling).toHaveTextContent("2");
    });

    it("links an unverified phone to /phone-verification", async () => {
      await renderApp("/user/profile");
      expect(await screen.findByRole("link", { name: "Telefonu doğrula" })).toHaveAttribute(
        "href",
        "/phone-verification",
      );
    });

    it("offers no verification for a verified phone", async () => {
      signInAs(api, { ...testUser, isPhoneVerified: true });
      await renderApp("/user/profile");
      await screen.findByRole("heading", { name: "Profilim" });
      expect(screen.queryByRole("link", { name: "Telefonu doğrula" })).not.toBeInTheDocument();
    });
  });

  describe("editing the details", () => {
    it("sends only the changed field and shows the success text for 3 seconds", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const updated = { ...testUser, lastName: "Demir" };
      api.on(
        "PUT",
        "/users/profile",
        ok({ items: updated, user: updated }, "Profil bilgileriniz başarıyla güncellendi."),
      );
      await renderApp("/user/profile");
      const form = await openEditing(user);
      expect(within(form).getByLabelText(/^E-posta\*?$/)).toHaveAttribute("readonly");
      const lastName = within(form).getByLabelText(/^Soyad\*?$/);
      await user.clear(lastName);
      await user.type(lastName, "Demir");
      await user.click(within(form).getByRole("button", { name: "Kaydet" }));

      expect(await screen.findByText("Profil bilgileriniz başarıyla güncellendi.")).toBeInTheDocument();
      expect(api.calls("PUT", "/users/profile").map((r) => r.body)).toEqual([{ lastName: "Demir" }]);
      expect(getSession().user?.lastName).toBe("Demir");
      expect(screen.queryByRole("form", { name: "Profil bilgilerini düzenle" })).not.toBeInTheDocument();

      await act(async () => {
        vi.advanceTimersByTime(3000);
      });
      await waitFor(() =>
        expect(screen.queryByText("Profil bilgileriniz başarıyla güncellendi.")).not.toBeInTheDocument(),
      );
    });

    it("just closes the form when nothing changed", async () => {
      const user = userEvent.setup();
      await renderApp("/user/profile");
      const form = await openEditing(user);
      await user.click(within(form).getByRole("button", { name: "Kaydet" }));
      await waitFor(() =>
        expect(screen.queryByRole("form", { name: "Profil bilgilerini düzenle" })).not.toBeInTheDocument(),
      );
      expect(api.calls("PUT", "/users/profile")).toHaveLength(0);
    });

    it("shows the spec's texts for empty fields", async () => {
      const user = userEvent.setup();
      await renderApp("/user/profile");
      const form = await openEditing(user);
      await user.clear(within(form).getByLabelText(/^Ad\*?$/));
      await user.clear(within(form).getByLabelText(/^Telefon\*?$/));
      await user.click(within(form).getByRole("button", { name: "Kaydet" }));
      expect(await screen.findByText("Ad alanı zorunludur")).toBeInTheDocument();
      expect(screen.getByText("Telefon alanı zorunludur")).toBeInTheDocument();
      expect(api.calls("PUT", "/users/profile")).toHaveLength(0);
    });

    it("shows the screen's fallback when the update fails without a message", async () => {
      const user = userEvent.setup();
      api.on("PUT", "/users/profile", brokenAnswer());
      await renderApp("/user/profile");
      const form = await openEditing(user);
      await user.type(within(form).getByLabelText(/^Ad\*?$/), " Nur");
      await user.click(within(form).getByRole("button", { name: "Kaydet" }));
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Profil güncellenirken bir hata oluştu. Lütfen tekrar deneyin.",
      );
    });

    it("keeps what was typed after a failure and drops the failure when the form opens again", async () => {
      const user = userEvent.setup();
      api.on("PUT", "/users/profile", fail(500, "Profil şu anda güncellenemiyor."));
      await renderApp("/user/profile");
      const form = await openEditing(user);
      const firstName = within(form).getByLabelText(/^Ad\*?$/);
      await user.type(firstName, " Nur");
      await user.click(within(form).getByRole("button", { name: "Kaydet" }));
      expect(await within(form).findByRole("alert")).toHaveTextContent("Profil şu anda güncellenemiyor.");
      expect(firstName).toHaveValue("Ayşe Nur");
      expect(within(form).getByRole("button", { name: "Kaydet" })).toBeEnabled();

      await user.click(within(form).getByRole("button", { name: "İptal" }));
      const reopened = await openEditing(user);
      expect(within(reopened).queryByRole("alert")).not.toBeInTheDocument();
      expect(within(reopened).getByLabelText(/^Ad\*?$/)).toHaveValue("Ayşe");
    });

    it("disables both buttons while the answer is on its way", async () => {
      const user = userEvent.setup();
      api.on("PUT", "/users/profile", () => new Promise(() => {}));
      await renderApp("/user/profile");
      const form = await openEditing(user);
      await user.type(within(form).getByLabelText(/^Ad\*?$/), " Nur");
      await user.click(within(form).getByRole("button", { name: "Kaydet" }));
      await waitFor(() => expect(within(form).getByRole("button", { name: "Kaydet" })).toBeDisabled());
      expect(within(form).getByRole("button", { name: "İptal" })).toBeDisabled();
    });

    it("puts the server's field error under the phone", async () => {
      const user = userEvent.setup();
      api.on(
        "PUT",
        "/users/profile",
        fail(409, "Bu telefon numarası başka bir hesapta kayıtlı.", [
          { field: "phone", message: "Bu telefon numarası başka bir hesapta kayıtlı." },
        ]),
      );
      await renderApp("/user/profile");
      const form = await openEditing(user);
      const phone = within(form).getByLabelText(/^Telefon\*?$/);
      await user.clear(phone);
      await user.type(phone, "5559876543");
      await user.click(within(form).getByRole("button", { name: "Kaydet" }));
      expect(await screen.findByText("Bu telefon numarası başka bir hesapta kayıtlı.")).toBeInTheDocument();
      expect(api.calls("PUT", "/users/profile")[0]?.body).toEqual({ phone: "5559876543" });
    });
  });

  describe("changing the password", () => {
    const open = async (user = userEvent.setup()) => {
      await user.click(await screen.findByRole("button", { name: "Şifre Değiştir" }));
      return screen.getByRole("form", { name: "Şifre değiştir" });
    };
    /** Fills in the current password and 'yeni-sifre-1' twice, then sends the form. */
    const send = async (
      form: HTMLElement,
      currentPassword: string,
      user: ReturnType<typeof userEvent.setup>,
    ) => {
      await user.type(within(form).getByLabelText(/^Mevcut Şifre\*?$/), currentPassword);
      await user.type(within(form).getByLabelText(/^Yeni Şifre\*?$/), "yeni-sifre-1");
      await user.type(within(form).getByLabelText(/^Yeni Şifre Tekrar\*?$/), "yeni-sifre-1");
      await user.click(within(form).getByRole("button", { name: "Şifreyi Güncelle" }));
    };

    it("checks the three fields with the spec's texts", async () => {
      const user = userEvent.setup();
      await renderApp("/user/profile");
      const form = await open(user);
      await user.click(within(form).getByRole("button", { name: "Şifreyi Güncelle" }));
      expect(await screen.findByText("Mevcut şifre zorunludur")).toBeInTheDocument();
      expect(screen.getByText("Yeni şifre zorunludur")).toBeInTheDocument();
      expect(screen.getByText("Şifre onayı zorunludur")).toBeInTheDocument();
      await user.type(within(form).getByLabelText(/^Yeni Şifre\*?$/), "kisa");
      await user.click(within(form).getByRole("button", { name: "Şifreyi Güncelle" }));
      expect(await screen.findByText("Şifreniz en az 8 karakter olmalıdır")).toBeInTheDocument();
    });

    it("changes it, keeps the browser signed in with the fresh token and says so", async () => {
      const user = userEvent.setup();
      api.on("POST", "/auth/change-password", ok({ token: "tok-fresh" }, "Şifreniz başarıyla değiştirildi."));
      await renderApp("/user/profile");
      const form = await open(user);
      await send(form, "eski-sifre", user);
      expect(await screen.findByText("Şifreniz başarıyla değiştirildi.")).toBeInTheDocument();
      expect(api.calls("POST", "/auth/change-password")[0]?.body).toEqual({
        currentPassword: "eski-sifre",
        newPassword: "yeni-sifre-1",
        confirmPassword: "yeni-sifre-1",
      });
      expect(localStorage.getItem("token")).toBe("tok-fresh");
      expect(getSession().status).toBe("authenticated");
      expect(screen.queryByRole("form", { name: "Şifre değiştir" })).not.toBeInTheDocument();
    });

    it("shows the server's message for a wrong current password, keeping what was typed until 'İptal'", async () => {
      const user = userEvent.setup();
      api.on("POST", "/auth/change-password", fail(400, "Mevcut şifreniz hatalı."));
      await renderApp("/user/profile");
      const form = await open(user);
      await send(form, "yanlis-sifre", user);
      expect(await within(form).findByRole("alert")).toHaveTextContent("Mevcut şifreniz hatalı.");
      expect(localStorage.getItem("token")).toBe("test-token");
      // what was typed stays; 'İptal' drops it and the failure
      expect(within(form).getByLabelText(/^Mevcut Şifre\*?$/)).toHaveValue("yanlis-sifre");
      expect(within(form).getByLabelText(/^Yeni Şifre\*?$/)).toHaveValue("yeni-sifre-1");

      await user.click(within(form).getByRole("button", { name: "İptal" }));
      const reopened = await open(user);
      expect(within(reopened).queryByRole("alert")).not.toBeInTheDocument();
      expect(within(reopened).getByLabelText(/^Mevcut Şifre\*?$/)).toHaveValue("");
    });

    it("disables both buttons while the answer is on its way", async () => {
      const user = userEvent.setup();
      api.on("POST", "/auth/change-password", () => new Promise(() => {}));
      await renderApp("/user/profile");
      const form = await open(user);
      await send(form, "eski-sifre", user);
      await waitFor(() =>
        expect(within(form).getByRole("button", { name: "Şifreyi Güncelle" })).toBeDisabled(),
      );
      expect(within(form).getByRole("button", { name: "İptal" })).toBeDisabled();
    });

    it("shows the screen's fallback when the answer has no message", async () => {
      const user = userEvent.setup();
      api.on("POST", "/auth/change-password", brokenAnswer());
      await renderApp("/user/profile");
      const form = await open(user);
      await send(form, "eski-sifre", user);
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Şifre değiştirilirken bir hata oluştu. Lütfen tekrar deneyin.",
      );
    });
  });

  describe("'Tüm cihazlardan çıkış yap'", () => {
    const everywhere = "Tüm cihazlardaki oturumlarınız kapatıldı.";

    it("asks first; 'Vazgeç' sends nothing and keeps the session", async () => {
      const user = userEvent.setup();
      await renderApp("/user/profile");
      await user.click(await screen.findByRole("button", { name: "Tüm cihazlardan çıkış yap" }));
      const dialog = await screen.findByRole("alertdialog", { name: "Tüm cihazlardan çıkış yapılsın mı?" });
      await user.click(within(dialog).getByRole("button", { name: "Vazgeç" }));

      await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
      expect(api.calls("POST", "/auth/logout-all")).toHaveLength(0);
      expect(getSession().status).toBe("authenticated");
    });

    it("ends every session on the server, signs out here and goes to /login with a toast", async () => {
      const user = userEvent.setup();
      api.on("POST", "/auth/logout-all", ok(null, everywhere));
      const { router } = await renderApp("/user/profile");
      await user.click(await screen.findByRole("button", { name: "Tüm cihazlardan çıkış yap" }));
      const dialog = await screen.findByRole("alertdialog");
      await user.click(within(dialog).getByRole("button", { name: "Evet, Çıkış Yap" }));

      await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
      expect(await screen.findByText(everywhere)).toBeInTheDocument();
      expect(api.calls("POST", "/auth/logout-all")[0]?.headers.authorization).toBe("Bearer test-token");
      expect(getSession().status).toBe("unauthenticated");
      expect(localStorage.getItem("token")).toBeNull();
    });

    it("keeps the session and says why when the server could not end them", async () => {
      const user = userEvent.setup();
      api.on("POST", "/auth/logout-all", brokenAnswer());
      const { router } = await renderApp("/user/profile");
      await user.click(await screen.findByRole("button", { name: "Tüm cihazlardan çıkış yap" }));
      await user.click(
        within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Evet, Çıkış Yap" }),
      );

      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Oturumlar kapatılırken bir hata oluştu. Lütfen tekrar deneyin.",
      );
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/user/profile");
      expect(getSession().status).toBe("authenticated");
    });
  });
});
