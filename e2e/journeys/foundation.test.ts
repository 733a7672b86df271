import { describe, expect, it } from "vitest";
import { signInThroughForm } from "../support/accounts";
import { launchBrowser } from "../support/browser";

const browser = launchBrowser();

describe("given a guest on the built app", () => {
  it("shows the header with the main links on the home page", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    const header = page.getByRole("banner");
    // The first paint waits for the lazy route; wait for the header before asserting on it.
    await header.getByRole("link", { name: "Ana Sayfa" }).waitFor();
    await expect(header.getByRole("link", { name: "Ana Sayfa" }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole("link", { name: "Halı Sahalar" }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole("link", { name: "Hakkımızda" }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole("link", { name: "Giriş Yap" }).isVisible()).resolves.toBe(true);
    expect(await page.title()).toContain("halisaha");
    await page.context().close();
  });

  it("shows 'Sayfa Bulunamadı' on an unknown path, with a way home", async () => {
    const page = await browser.newPage();
    await page.goto("/bu-yol-yok");
    await page.getByRole("heading", { name: "Sayfa Bulunamadı" }).waitFor();
    await page.getByRole("link", { name: "Ana Sayfa" }).last().click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.context().close();
  });

  it("sends a guest who opens /user/profile to /login", async () => {
    const page = await browser.newPage();
    await page.goto("/user/profile");
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.context().close();
  });

  it("redirects /profile through to the login page for a guest", async () => {
    const page = await browser.newPage();
    await page.goto("/profile");
    await page.waitForURL((url) => url.pathname === "/login");
    await page.context().close();
  });

  it("serves the API on the same port", async () => {
    const response = await fetch(`${browser.baseURL()}/api/health`);
    const body = (await response.json()) as { success: boolean; data: { status: string } };
    expect(response.status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.status).toBe("ok");
  });
});

describe("given the header at the 992 px breakpoint", () => {
  it("collapses the links into a menu button at 991 px", async () => {
    const page = await browser.newPage({ width: 991, height: 800 });
    await page.goto("/");
    const header = page.getByRole("banner");
    const menuButton = header.getByRole("button", { name: "Menüyü aç" });
    await menuButton.waitFor();
    expect(await header.getByRole("link", { name: "Halı Sahalar" }).isVisible()).toBe(false);
    await menuButton.click();
    await header.getByRole("link", { name: "Halı Sahalar" }).waitFor();
    expect(await header.getByRole("button", { name: "Menüyü kapat" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    await page.context().close();
  });

  it("shows the links inline and no menu button at 992 px", async () => {
    const page = await browser.newPage({ width: 992, height: 800 });
    await page.goto("/");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Halı Sahalar" }).waitFor();
    expect(await header.getByRole("button", { name: "Menüyü aç" }).isVisible()).toBe(false);
    await page.context().close();
  });
});

describe("given the demo facility owner on a phone", () => {
  it("signs in, opens the panel and moves through its menu drawer", async () => {
    const page = await browser.newPage({ width: 390, height: 800 });
    await page.goto("/owner/dashboard");
    await page.waitForURL((url) => url.pathname === "/login");
    await signInThroughForm(page, "sahip@halisaha.dev", "Halisaha123!");
    await page.waitForURL((url) => url.pathname === "/owner/dashboard");
    await page.getByText("Saha Yönetici Paneli").waitFor();
    await page.getByRole("button", { name: "Menüyü aç" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("link", { name: "Aboneler" }).click();
    await page.waitForURL((url) => url.pathname === "/owner/subscribers");
    // The drawer closes on navigation; the top bar names the new page.
    await page.getByRole("heading", { name: "Aboneler" }).first().waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.context().close();
  });
});
