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
});
