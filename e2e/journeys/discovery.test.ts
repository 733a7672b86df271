import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newAccount, registerWithPhone, signInThroughForm } from "../support/accounts";
import { launchBrowser } from "../support/browser";

const browser = launchBrowser();

/** The number in the list's '{n} Sonuç Bulundu' heading, once it shows. */
async function resultCount(page: Page): Promise<number> {
  const heading = page.getByRole("heading", { name: /^[\d.]+ Sonuç Bulundu$/ });
  await heading.waitFor();
  return Number((await heading.textContent())!.replace(/\D/g, ""));
}

/** The count once it is no longer `previous` (the list keeps the last answer while the next loads). */
async function nextResultCount(page: Page, previous: number): Promise<number> {
  await page.waitForFunction(
    (before) => {
      const heading = [...document.querySelectorAll("main h2")].find((h) => /Sonuç Bulundu$/.test(h.textContent ?? ""));
      return heading !== undefined && heading.textContent !== `${before} Sonuç Bulundu`;
    },
    previous,
  );
  return resultCount(page);
}

/** The names on the cards of the list now on screen. */
async function cardNames(page: Page): Promise<string[]> {
  return page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
}

describe("given a guest looking for a pitch", () => {
  it("searches from the home page, filters by price, pages and opens a facility; then favourites it after signing in", async () => {
    const account = newAccount("favori");
    await registerWithPhone(browser.baseURL(), account);
    const page = await browser.newPage();

    // Home: the top-rated pitches come from the API; the search goes to the list.
    await page.goto("/");
    const popular = page.locator("section", { has: page.getByRole("heading", { name: "Popüler Tesisler" }) });
    await popular.getByRole("article").first().waitFor();
    expect(await popular.getByRole("article").count()).toBe(3);
    const search = page.getByRole("search", { name: "Şehirde halı saha ara" });
    await search.getByRole("combobox", { name: "Şehir" }).selectOption("istanbul");
    await search.getByRole("searchbox").fill("kadikoy");
    await search.getByRole("button", { name: "Ara" }).click();
    await page.waitForURL((url) => url.pathname === "/facilities" && url.search === "?search=kadikoy&city=istanbul");
    const found = await resultCount(page);
    expect(found).toBeGreaterThanOrEqual(1);
    expect(found).toBeLessThan(10);
    expect(await cardNames(page)).toContain("Kadıköy Yıldız Halı Saha");
    await page.getByRole("group", { name: "Etkin filtreler" }).getByText("Arama: kadikoy").waitFor();

    // Back to everything, then at most 1.000 ₺ an hour: more than one page of pitches.
    await page.getByRole("button", { name: "Filtreleri Temizle" }).click();
    await page.waitForURL((url) => url.pathname === "/facilities" && url.search === "");
    const all = await nextResultCount(page, found);
    await page.getByRole("button", { name: "Filtreler", exact: true }).click();
    await page.getByRole("textbox", { name: "Maks. Fiyat (₺)" }).fill("1000");
    await page.getByRole("button", { name: "Uygula" }).click();
    await page.waitForURL((url) => url.searchParams.get("maxPrice") === "1000");
    await page.getByRole("button", { name: "Maks: 1.000 ₺ filtresini kaldır" }).waitFor();
    const cheap = await nextResultCount(page, all);
    expect(cheap).toBeGreaterThan(10);
    expect(cheap).toBeLessThan(all);
    const firstPage = await cardNames(page);
    expect(firstPage).toHaveLength(10);

    // Page 2 is in the URL, with the filter; the browser's back button returns to page 1.
    const pager = page.getByRole("navigation", { name: "Sayfalama" });
    await pager.getByRole("button", { name: "Sayfa 2" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2" && url.searchParams.get("maxPrice") === "1000");
    await page.waitForFunction((first) => {
      const heading = document.querySelector("main article h3");
      return heading !== null && heading.textContent !== first;
    }, firstPage[0]);
    const secondPage = await cardNames(page);
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
    await expect(pager.getByRole("button", { name: "Sayfa 2" }).getAttribute("aria-current")).resolves.toBe("page");
    for (const price of await page.getByRole("main").locator("article [data-slot=price-tag-amount]").allTextContents())
      expect(Number(price.replace(/\./g, "").replace(",", "."))).toBeLessThanOrEqual(1000);

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get("page") === null && url.searchParams.get("maxPrice") === "1000");
    await page.waitForFunction((first) => document.querySelector("main article h3")?.textContent === first, firstPage[0]);
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");

    // Open the first pitch of page 2.
    const name = secondPage[0]!;
    await page.getByRole("main").getByRole("link", { name, exact: true }).click();
    await page.waitForURL((url) => /^\/facilities\/\d+$/.test(url.pathname));
    const facilityPath = new URL(page.url()).pathname;
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await expect(page.getByRole("link", { name: "Rezervasyon Yap" }).getAttribute("href")).resolves.toBe(
      `/booking/${facilityPath.split("/").at(-1)}`,
    );
    await expect(page.getByRole("link", { name: "Haritada aç" }).getAttribute("href")).resolves.toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );

    // A guest's heart leads to the login, which comes back to the pitch.
    await page.getByRole("button", { name: "Favorilere ekle" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await signInThroughForm(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === facilityPath);
    const heart = page.getByRole("button", { name: /^Favori(lere ekle|lerden çıkar)$/ });
    await expect(heart.getAttribute("aria-pressed")).resolves.toBe("false");
    await heart.click();
    await page.getByText("Tesis favorilere eklendi").first().waitFor();
    await expect(heart.getAttribute("aria-pressed")).resolves.toBe("true");

    // The favourites page lists it; removing asks first.
    await page.getByRole("button", { name: "Kullanıcı menüsü" }).click();
    await page.getByRole("menuitem", { name: "Favorilerim" }).click();
    await page.waitForURL((url) => url.pathname === "/user/favorites");
    await page.getByRole("main").getByRole("link", { name, exact: true }).waitFor();
    await expect(page.getByText("Favori Tesis").locator("xpath=following-sibling::dd").textContent()).resolves.toBe("1");
    await page.getByRole("button", { name: `${name} favorilerden çıkar` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Favorilerden çıkar" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Evet, Çıkar" }).click();
    await page.getByText("Tesis favorilerden çıkarıldı").first().waitFor();
    await page.getByRole("heading", { name: "Henüz favori tesisiniz yok" }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}"));
    expect(stored.favorites).toEqual([]);
    await page.context().close();
  });
});

describe("given a guest on a phone", () => {
  it("reads the home, the list and a facility without sideways scrolling", async () => {
    const page = await browser.newPage({ width: 375, height: 740 });
    const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto("/");
    await page.locator("section", { has: page.getByRole("heading", { name: "Popüler Tesisler" }) }).getByRole("article").first().waitFor();
    expect(await fitsTheScreen()).toBe(true);

    await page.goto("/facilities?city=istanbul");
    await resultCount(page);
    await page.getByRole("main").getByRole("article").first().waitFor();
    expect(await fitsTheScreen()).toBe(true);

    await page.getByRole("main").getByRole("article").first().getByRole("link").click();
    await page.waitForURL((url) => /^\/facilities\/\d+$/.test(url.pathname));
    await page.getByRole("link", { name: "Rezervasyon Yap" }).waitFor();
    expect(await fitsTheScreen()).toBe(true);
    await page.context().close();
  });
});
