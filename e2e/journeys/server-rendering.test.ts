import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiLogin, callApi } from "../support/api";
import { launchBrowser } from "../support/browser";

const browser = launchBrowser();

type Facility = { id: number; name: string; address: string };

/** What the page logs (warnings, errors, uncaught errors) and the API calls it makes. */
function watch(page: Page) {
  const logged: string[] = [];
  const apiCalls: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "warning" && message.type() !== "error") return;
    // the document of an unknown facility is a real 404, which Chromium reports as such
    if (message.text().includes("the server responded with a status of 404")) return;
    logged.push(message.text());
  });
  page.on("pageerror", (error) => logged.push(error.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) apiCalls.push(`${url.pathname}${url.search}`);
  });
  return { logged, apiCalls };
}

/** Loads `path` and waits until the browser has nothing left to fetch or run. */
async function load(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  // the effects after hydration, and anything they would fetch
  await page.waitForTimeout(300);
  await page.waitForLoadState("networkidle");
  return response;
}

describe("given a guest opening a public page from a shared link", () => {
  it("gets the content in the HTML, hydrates without a warning and fetches nothing again", async () => {
    const { body } = await callApi<{ items: Facility[] }>(browser.baseURL(), "GET", "/facilities?limit=3&offset=0");
    const facility = body.data.items[0]!;
    for (const [path, text] of [
      ["/", facility.name],
      ["/facilities?sort=price_desc&page=1", "Sonuç Bulundu"],
      [`/facilities/${facility.id}`, facility.address],
      ["/about", "Hakkımızda"],
      ["/terms", "Kullanım Koşulları"],
    ] as const) {
      const page = await browser.newPage({ width: 390, height: 844 });
      const { logged, apiCalls } = watch(page);
      // what the server sends, before any script runs
      const html = await (await fetch(`${browser.baseURL()}${path}`, { headers: { accept: "text/html" } })).text();
      expect(html, path).toContain('id="page-data"');
      expect(html, path).toContain(text);

      const response = await load(page, path);
      expect(response?.status(), path).toBe(200);
      await expect
        .poll(() => page.getByRole("main").getByText(text).first().isVisible(), { timeout: 10_000, message: path })
        .toBe(true);
      expect(logged, path).toEqual([]);
      expect(apiCalls, path).toEqual([]);
      await page.context().close();
    }
  });

  it("answers an unknown facility with 404 and its not-found page, hydrated quietly", async () => {
    const page = await browser.newPage();
    const { logged, apiCalls } = watch(page);
    const response = await load(page, "/facilities/987654");
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { name: "Tesis bulunamadı" }).isVisible()).toBe(true);
    expect(logged).toEqual([]);
    expect(apiCalls).toEqual([]);
    await page.context().close();
  });

  it("is a working app once hydrated: the list's filters open and a card leads on without a reload", async () => {
    const page = await browser.newPage();
    const { logged } = watch(page);
    await load(page, "/facilities");
    await page.getByRole("button", { name: "Filtreler", exact: true }).click();
    await page.getByRole("button", { name: "Uygula" }).waitFor();
    // a client-side navigation keeps the document: a marker set on window survives it
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('a[href^="/facilities/"]').first().click();
    await page.waitForURL(/\/facilities\/\d+$/);
    await page.getByRole("link", { name: "Rezervasyon Yap" }).waitFor();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(logged).toEqual([]);
    await page.context().close();
  });
});

describe("given a signed-in player opening a server-rendered page", () => {
  it("shows their user menu right after hydrating, without a hydration warning", async () => {
    const { token, user } = await apiLogin(browser.baseURL(), "oyuncu@halisaha.dev", "Halisaha123!");
    const { body } = await callApi<{ items: Facility[] }>(browser.baseURL(), "GET", "/facilities?limit=1&offset=0");
    const page = await browser.newPage();
    await page.context().addInitScript(
      ([storedToken, storedUser]) => {
        localStorage.setItem("token", storedToken);
        localStorage.setItem("user", storedUser);
      },
      [token, JSON.stringify(user)] as const,
    );
    const { logged, apiCalls } = watch(page);
    await load(page, `/facilities/${body.data.items[0]!.id}`);
    await page.getByRole("button", { name: /^Kullanıcı menüsü/ }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole("link", { name: "Giriş Yap" }).count()).toBe(0);
    expect(logged).toEqual([]);
    // the session is refreshed; the facility the page was drawn with is not fetched again
    expect(apiCalls).toContain("/api/auth/me");
    expect(apiCalls.filter((call) => call.startsWith("/api/facilities"))).toEqual([]);
    await page.context().close();
  });
});
