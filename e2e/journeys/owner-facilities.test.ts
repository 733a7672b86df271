import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInThroughForm } from "../support/accounts";
import { launchBrowser } from "../support/browser";

const browser = launchBrowser();

/** A 64 × 48 green PNG: the photo the owner uploads. */
const photo = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDlsQki3ihL4Y8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+6tTIl4I+gLgAAAAASUVORK5CYII=",
  "base64",
);

/** Searches the owner's list for `name` and waits for the result. */
async function findOnOwnerList(page: Page, name: string) {
  const search = page.getByRole("search");
  await search.getByRole("searchbox", { name: "Tesis ara" }).fill(name);
  await search.getByRole("button", { name: "Ara" }).click();
  await page.waitForURL((url) => url.searchParams.get("search") === name);
}

describe("given the demo owner", () => {
  it("creates a facility with a photo, finds it in their list and the public list, edits its price and deletes it", async () => {
    const name = `Yolculuk Saha ${randomBytes(3).toString("hex")}`;
    const page = await browser.newPage();

    // A guest is sent to /login and comes back to the form after signing in.
    await page.goto("/owner/facilities/new");
    await page.waitForURL((url) => url.pathname === "/login");
    await signInThroughForm(page, "sahip@halisaha.dev", "Halisaha123!");
    await page.waitForURL((url) => url.pathname === "/owner/facilities/new");

    // The form: a failed validation keeps what was typed and says why under the field.
    await page.getByRole("textbox", { name: "Tesis adı" }).fill(name);
    await page.getByRole("button", { name: "Tesisi Ekle" }).click();
    await page.getByText("Adres zorunludur").waitFor();
    await expect(page.getByRole("textbox", { name: "Tesis adı" }).inputValue()).resolves.toBe(name);

    await page.getByRole("combobox", { name: "Şehir" }).selectOption({ label: "İstanbul" });
    const district = page.getByRole("combobox", { name: "İlçe" });
    await district.locator("option", { hasText: "Kadıköy" }).waitFor({ state: "attached" });
    await district.selectOption({ label: "Kadıköy" });
    await page.getByRole("textbox", { name: "Adres" }).fill("Moda Cad. No:5");
    await page.getByRole("textbox", { name: "Saatlik ücret (₺)", exact: true }).fill("1500");
    await page.getByRole("checkbox", { name: "Duş ve Soyunma Odası" }).check();
    await page.getByRole("button", { name: "Tüm gün açık" }).click();
    await page.locator('[data-slot="image-uploader"] input[type="file"]').setInputFiles({
      name: "saha.png",
      mimeType: "image/png",
      buffer: photo,
    });
    await page.getByRole("img", { name: "Görsel 1" }).waitFor();
    await page.getByRole("button", { name: "Tesisi Ekle" }).click();

    // Back on the list with the server's message; the new facility is there, active.
    await page.waitForURL((url) => url.pathname === "/owner/facilities");
    await page.getByText("Tesis başarıyla eklendi").waitFor();
    await findOnOwnerList(page, name);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });
    await card.waitFor();
    await card.getByText("Aktif").waitFor();
    await expect(card.locator("img").getAttribute("src")).resolves.toMatch(
      /^\/uploads\/facilities\/.+-card\.webp$/,
    );

    // The public list shows it too.
    const visitor = await browser.newPage();
    await visitor.goto(`/facilities?search=${encodeURIComponent(name)}`);
    await visitor.getByRole("main").getByRole("article").getByRole("heading", { name }).waitFor();
    await visitor.close();

    // Edit the price.
    await card.getByRole("link", { name: `${name}: Düzenle` }).click();
    await page.waitForURL((url) => /^\/owner\/facilities\/\d+\/edit$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split("/")[3]);
    const price = page.getByRole("textbox", { name: "Saatlik ücret (₺)", exact: true });
    await expect(price.inputValue()).resolves.toBe("1500");
    await price.fill("1750");
    await page.getByRole("button", { name: "Değişiklikleri Kaydet" }).click();
    await page.waitForURL((url) => url.pathname === "/owner/facilities");
    await page.getByText("Tesis başarıyla güncellendi").waitFor();
    const detail = await page.request.get(`/api/facilities/${id}`);
    expect((await detail.json()).data.items.pricePerHour).toBe(1750);

    // Delete it after the confirm; the card leaves the list and the public page is gone.
    await findOnOwnerList(page, name);
    await page.getByRole("button", { name: `${name}: Sil` }).click();
    await page.getByRole("alertdialog", { name: "Onay" }).getByRole("button", { name: "Evet" }).click();
    await page.getByText("Tesis başarıyla silindi").waitFor();
    await page.getByText("Tesis bulunamadı").waitFor();
    expect((await page.request.get(`/api/facilities/${id}`)).status()).toBe(404);
    await page.close();
  });
});
