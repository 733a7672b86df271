import type { Page } from "playwright-core";
import { readSmsCode, smsCount } from "./server-log";

/** A fresh, unique account for one journey (the database is shared by all journeys of a run). */
export function newAccount(tag: string) {
  const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
  // A 10-digit Turkish mobile number no seed uses: 59xxxxxxxx.
  const phone = `59${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  return {
    firstName: "Deniz",
    lastName: "Öztürk",
    userName: id,
    email: `${id}@ornek.com.tr`,
    password: "Yesil-Saha-2026",
    phone,
  };
}

export type Account = ReturnType<typeof newAccount>;

/**
 * Fills in /register and sends it, the phone too when asked; waits for the success view
 * (registering signs the new player in).
 */
export async function registerThroughForm(page: Page, account: Account, { withPhone = false } = {}) {
  await page.goto("/register");
  await page.getByRole("textbox", { name: "Ad", exact: true }).fill(account.firstName);
  await page.getByRole("textbox", { name: "Soyad", exact: true }).fill(account.lastName);
  await page.getByLabel("Kullanıcı Adı").fill(account.userName);
  await page.getByRole("textbox", { name: "E-posta", exact: true }).fill(account.email);
  if (withPhone) await page.getByLabel("Telefon Numarası (isteğe bağlı)").fill(account.phone);
  await page.getByRole("textbox", { name: "Şifre", exact: true }).fill(account.password);
  await page.getByLabel("Şifre Tekrar").fill(account.password);
  await page.getByRole("button", { name: "Kayıt Ol", exact: true }).click();
  await page.getByText("Kayıt işleminiz başarıyla tamamlandı!").first().waitFor();
}

/** Signs in through the login screen, the way a person does. */
export async function signInThroughForm(page: Page, identifier: string, password: string) {
  await page.getByLabel("E-posta, telefon veya kullanıcı adı").fill(identifier);
  await page.getByRole("textbox", { name: "Şifre", exact: true }).fill(password);
  await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
}

/** The token the web app keeps in localStorage. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("token"));
}

/** Calls GET /api/auth/me with a bearer token and returns the HTTP status. */
export async function meStatus(baseURL: string, token: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  return response.status;
}

/** Registers an account through the API and gives it a phone number; returns its token. */
export async function registerWithPhone(baseURL: string, account: Account): Promise<string> {
  const post = (path: string, method: string, body: unknown, token?: string) =>
    fetch(`${baseURL}/api${path}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const registered = await post("/auth/register", "POST", { ...account, confirmPassword: account.password });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const { data } = (await registered.json()) as { data: { token: string } };
  const profile = await post("/users/profile", "PUT", { phone: account.phone }, data.token);
  if (profile.status !== 200) throw new Error(`profile update answered ${profile.status}`);
  return data.token;
}

/**
 * registerWithPhone, then the phone verified through the API with the code from the server
 * log: the account then OWNS the number (login and password reset by phone need that).
 */
export async function registerWithVerifiedPhone(baseURL: string, account: Account): Promise<string> {
  const token = await registerWithPhone(baseURL, account);
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const before = smsCount(account.phone);
  const sent = await post("/send-verification-code", { phone: account.phone });
  if (sent.status !== 200) throw new Error(`send-verification-code answered ${sent.status}`);
  const otp = await readSmsCode(account.phone, { previousCount: before });
  const verified = await post("/verify-phone-number", { phone: account.phone, otp });
  if (verified.status !== 200) throw new Error(`verify-phone-number answered ${verified.status}`);
  return token;
}
