import { describe, expect, it } from "vitest";
import { callApi } from "../support/api";
import { launchBrowser } from "../support/browser";

const browser = launchBrowser();

describe("given a full page load", () => {
  it("gives each page its own Turkish title and logs no warning or error", async () => {
    const { body } = await callApi<{ items: { id: number; name: string }[] }>(
      browser.baseURL(),
      "GET",
      "/facilities?limit=1&offset=0",
    );
    const facility = body.data.items[0]!;
    const page = await browser.newPage();
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error") logged.push(message.text());
    });

    for (const [path, title] of [
      ["/", "halisaha · Halı saha rezervasyonu"],
      ["/facilities", "Halı Sahalar · halisaha"],
      [`/facilities/${facility.id}`, `${facility.name} · halisaha`],
      ["/login", "Giriş Yap · halisaha"],
      ["/about", "Hakkımızda · halisaha"],
      ["/no-such-page", "Sayfa Bulunamadı · halisaha"],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(title);
    }
    expect(logged).toEqual([]);
    await page.context().close();
  });

  it("opens a new page at its top and returns to where the list was left on back and forward", async () => {
    const page = await browser.newPage({ width: 375, height: 667 });
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.goto("/facilities");
    const cards = page.getByRole("main").getByRole("article");
    await cards.first().waitFor();
    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    const left = await scrollY();
    expect(left).toBeGreaterThan(500);
    const name = (await last.getByRole("heading").textContent())!;

    await last.getByRole("link").first().click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(await scrollY()).toBe(0);

    await page.goBack();
    await cards.first().waitFor();
    await expect.poll(scrollY).toBe(left);
    await page.goForward();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await expect.poll(scrollY).toBe(0);
    await page.context().close();
  });

  it("gives a finger 44 × 44 px at 375 px: pages, chip removal, photo dots and footer links", async () => {
    const page = await browser.newPage({ width: 375, height: 800 });
    await page.goto("/facilities?minPrice=100");
    await page.getByRole("button", { name: "Sayfa 1" }).waitFor();
    const small: string[] = [];
    const measure = async (name: string, boxes: ({ width: number; height: number } | null)[]) => {
      for (const box of boxes) if (!box || box.width < 44 || box.height < 44) small.push(`${name}: ${JSON.stringify(box)}`);
    };
    const pager = page.getByRole("navigation", { name: "Sayfalama" }).getByRole("button");
    await measure("pagination", await Promise.all((await pager.all()).map((b) => b.boundingBox())));
    const footerLinks = page.locator("footer a");
    await measure("footer link", await Promise.all((await footerLinks.all()).map((a) => a.boundingBox())));
    // the chip's small cross takes taps 44 px around it (its box stays small)
    const remove = page.getByRole("button", { name: /filtresini kaldır$/ }).first();
    const box = (await remove.boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    for (const [dx, dy] of [[-21, 0], [21, 0], [0, -21], [0, 21]] as const) {
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label") ?? null,
        [cx + dx, cy + dy] as const,
      );
      if (!hit?.endsWith("filtresini kaldır")) small.push(`chip removal at ${dx},${dy}: ${hit}`);
    }
    const { body } = await callApi<{ items: { id: number; images: unknown[] }[] }>(
      browser.baseURL(),
      "GET",
      "/facilities?limit=50&offset=0",
    );
    const withPhotos = body.data.items.find((f) => f.images.length > 1)!;
    await page.goto(`/facilities/${withPhotos.id}`);
    const dots = page.getByRole("button", { name: /^Görsel \d+$/ });
    await dots.first().waitFor();
    await measure("photo dot", await Promise.all((await dots.all()).map((d) => d.boundingBox())));
    expect(small).toEqual([]);
    await page.context().close();
  });
});
