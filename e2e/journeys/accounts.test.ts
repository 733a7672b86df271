import { describe, expect, it } from "vitest";
import {
  meStatus,
  newAccount,
  registerThroughForm,
  registerWithPhone,
  registerWithVerifiedPhone,
  signInThroughForm,
  storedToken,
} from "../support/accounts";
import { launchBrowser } from "../support/browser";
import { readSmsCode, smsCount } from "../support/server-log";

const browser = launchBrowser();

describe("given a new player", () => {
  it("registers (signed in at once), edits the profile, changes the password and the old token dies", async () => {
    const account = newAccount("kayit");
    const page = await browser.newPage();

    await registerThroughForm(page, account);
    expect(await storedToken(page)).toBeTruthy();
    // The success view redirects after 3 seconds (/login, which sends the signed-in player home).
    await page.waitForURL((url) => url.pathname === "/", { timeout: 10_000 });
    await page.getByRole("button", { name: "Kullanıcı menüsü" }).click();
    await page.getByRole("menuitem", { name: "Profilim" }).click();
    await page.waitForURL((url) => url.pathname === "/user/profile");
    await page.getByText(account.email).first().waitFor();

    await page.getByRole("button", { name: "Düzenle" }).click();
    await page.getByRole("textbox", { name: "Soyad", exact: true }).fill("Öztürk-Kaya");
    await page.getByRole("textbox", { name: "Telefon", exact: true }).fill(account.phone);
    await page.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("Profil bilgileriniz başarıyla güncellendi.").first().waitFor();
    await page.getByText("Deniz Öztürk-Kaya").first().waitFor();

    const oldToken = await storedToken(page);
    expect(oldToken).toBeTruthy();
    await page.getByRole("button", { name: "Şifre Değiştir" }).first().click();
    await page.getByLabel("Mevcut Şifre").fill(account.password);
    await page.getByRole("textbox", { name: "Yeni Şifre", exact: true }).fill("Yeni-Sifre-2026!");
    await page.getByLabel("Yeni Şifre Tekrar").fill("Yeni-Sifre-2026!");
    await page.getByRole("button", { name: "Şifreyi Güncelle" }).click();
    await page.getByText("Şifreniz başarıyla değiştirildi.").first().waitFor();

    expect(await meStatus(browser.baseURL(), oldToken!)).toBe(401);
    const newToken = await storedToken(page);
    expect(newToken).not.toBe(oldToken);
    expect(await meStatus(browser.baseURL(), newToken!)).toBe(200);
    await page.context().close();
  });
});

describe("given a player signed in on two browsers", () => {
  it("'Çıkış Yap' ends the copied token; 'Tüm cihazlardan çıkış yap' ends every other session too", async () => {
    const account = newAccount("cikis");
    const apiSession = await registerWithPhone(browser.baseURL(), account);
    const signedIn = async () => {
      const page = await browser.newPage({ width: 375, height: 812 });
      await page.goto("/login");
      await signInThroughForm(page, account.userName, account.password);
      await page.waitForURL((url) => url.pathname === "/");
      return page;
    };

    const first = await signedIn();
    const copied = await storedToken(first);
    await first.getByRole("button", { name: "Kullanıcı menüsü" }).click();
    await first.getByRole("menuitem", { name: "Çıkış Yap" }).click();
    await first.waitForURL((url) => url.pathname === "/login");
    await expect.poll(() => meStatus(browser.baseURL(), copied!)).toBe(401);
    expect(await meStatus(browser.baseURL(), apiSession)).toBe(200);
    await first.context().close();

    const second = await signedIn();
    const secondToken = await storedToken(second);
    await second.goto("/user/profile");
    await second.getByRole("button", { name: "Tüm cihazlardan çıkış yap" }).click();
    await second.getByRole("alertdialog").getByRole("button", { name: "Evet, Çıkış Yap" }).click();
    await second.waitForURL((url) => url.pathname === "/login");
    await second.getByText("Tüm cihazlardaki oturumlarınız kapatıldı.").first().waitFor();
    expect(await storedToken(second)).toBeNull();
    expect(await meStatus(browser.baseURL(), secondToken!)).toBe(401);
    expect(await meStatus(browser.baseURL(), apiSession)).toBe(401);
    await second.context().close();
  });
});

describe("given a signed-in player with an unverified phone", () => {
  it("verifies the phone with the code from the server log", async () => {
    const account = newAccount("dogrula");
    await registerWithPhone(browser.baseURL(), account);
    const page = await browser.newPage();

    await page.goto("/login");
    await signInThroughForm(page, account.userName, account.password);
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/phone-verification");
    const before = smsCount(account.phone);
    await page.getByLabel("Telefon Numarası").fill(account.phone);
    await page.getByRole("button", { name: "Kod Gönder" }).click();
    const code = await readSmsCode(account.phone, { previousCount: before });
    await page.getByLabel("Doğrulama Kodu").fill(code);
    await page.getByRole("button", { name: "Kodu Doğrula" }).click();
    await page.getByText("Telefon numaranız başarıyla doğrulandı.").first().waitFor();
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}"));
    expect(user.isPhoneVerified).toBe(true);
    expect(user.phoneNumber).toBe(account.phone);
    await page.context().close();
  });
});

describe("given a player who forgot the password", () => {
  it("resets it with a code from the server log and signs in with the new one", async () => {
    const account = newAccount("unuttum");
    // Only a verified number resets a password (an unverified one is a mere claim).
    await registerWithVerifiedPhone(browser.baseURL(), account);
    const page = await browser.newPage();
    const phone = account.phone;
    await page.goto("/login");
    await page.getByRole("link", { name: "Şifremi Unuttum" }).click();
    await page.waitForURL((url) => url.pathname === "/forgot-password");
    const before = smsCount(phone);
    await page.getByLabel("Telefon Numarası").fill(phone);
    await page.getByRole("button", { name: "Kod Gönder" }).click();
    const code = await readSmsCode(phone, { previousCount: before });
    await page.getByLabel("Doğrulama Kodu").fill(code);
    await page.getByRole("button", { name: "Kodu Doğrula" }).click();
    await page.getByRole("textbox", { name: "Yeni Şifre", exact: true }).fill("Oyuncu-Yeni-2026");
    await page.getByLabel("Yeni Şifre Tekrar").fill("Oyuncu-Yeni-2026");
    const resetRequest = page.waitForRequest((request) => request.url().endsWith("/api/auth/reset-password"));
    await page.getByRole("button", { name: "Şifreyi Sıfırla" }).click();
    await page.getByText("Şifreniz başarıyla sıfırlandı.").first().waitFor();
    // the reset carried the verified code's token, which the page never stored
    const { resetToken } = (await resetRequest).postDataJSON() as { resetToken: string };
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
      resetToken,
    );

    await page.goto("/login");
    await signInThroughForm(page, account.email, "Oyuncu-Yeni-2026");
    await page.waitForURL((url) => url.pathname === "/");
    expect(await storedToken(page)).toBeTruthy();
    await page.context().close();
  });
});

describe("given a guest opening a protected page", () => {
  it("signs in and lands back on that page", async () => {
    const page = await browser.newPage();
    await page.goto("/user/profile");
    await page.waitForURL((url) => url.pathname === "/login");
    await signInThroughForm(page, "sahip@halisaha.dev", "Halisaha123!");
    await page.waitForURL((url) => url.pathname === "/user/profile");
    await page.getByText("sahip@halisaha.dev").first().waitFor();
    await page.context().close();
  });
});
