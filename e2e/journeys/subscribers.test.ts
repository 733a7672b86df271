import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInThroughForm } from "../support/accounts";
import { apiLogin, callApi } from "../support/api";
import { launchBrowser } from "../support/browser";

const browser = launchBrowser();

const player = { email: "oyuncu@halisaha.dev", password: "Halisaha123!" };
// The second demo owner: the other journeys book the first owner's facilities.
const owner = { email: "sahip2@halisaha.dev", password: "Halisaha123!" };

type Slot = { time: string; status: boolean; date: string; startTime: string };

/** The Istanbul calendar date `days` from today (UTC+3 all year). */
function istanbulDate(days: number): string {
  return new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Days from today (Istanbul) to the next Tuesday: 1..7 (a week when today is Tuesday). */
function daysToNextTuesday(): number {
  const weekday = new Date(`${istanbulDate(0)}T12:00:00Z`).getUTCDay();
  return (2 - weekday + 7) % 7 || 7;
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/login");
  await signInThroughForm(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname === "/");
}

async function slotStatus(facilityId: number, date: string, time: string) {
  const { body } = await callApi<{ items: Slot[] }>(
    browser.baseURL(),
    "GET",
    `/facilities/${facilityId}/reservation-times?date=${date}`,
  );
  return body.data.items.find((slot) => slot.time === time)?.status;
}

describe("given the second demo owner and the demo player", () => {
  it("adds a Tuesday regular, the player finds the hour taken, an exception frees it for the player, then the regular is deleted", async () => {
    const baseURL = browser.baseURL();
    const session = await apiLogin(baseURL, owner.email, owner.password);
    // The owner screens' facility choice: the owner's facilities by name, the first preselected.
    const facilities = await callApi<{ items: { id: number; name: string }[] }>(
      baseURL,
      "GET",
      "/reservations/owner-facilities",
      { token: session.token },
    );
    const facility = facilities.body.data.items[0]!;
    const tuesday = istanbulDate(daysToNextTuesday());
    const hour = "20:00 - 21:00";
    expect(await slotStatus(facility.id, tuesday, hour)).toBe(true);

    // 1. The owner adds the regular on 'Aboneler' (the first facility is preselected).
    const ownerPage = await browser.newPage();
    await signIn(ownerPage, owner);
    await ownerPage.goto("/owner/subscribers");
    await ownerPage.getByRole("heading", { name: "Aboneler" }).waitFor();
    await ownerPage.getByLabel("Tesis").waitFor();
    expect(await ownerPage.getByLabel("Tesis").inputValue()).toBe(String(facility.id));
    await ownerPage.getByRole("button", { name: "Yeni Abone Ekle" }).first().click();
    let dialog = ownerPage.getByRole("dialog", { name: "Yeni Abone Ekle" });
    await dialog.waitFor();
    // A click on the backdrop closes the modal.
    await ownerPage.mouse.click(5, 5);
    await dialog.waitFor({ state: "detached" });
    await ownerPage.getByRole("button", { name: "Yeni Abone Ekle" }).first().click();
    dialog = ownerPage.getByRole("dialog", { name: "Yeni Abone Ekle" });
    await dialog.getByLabel("Ad Soyad").fill("Salı Takımı");
    await dialog.getByLabel("Telefon").fill("5321112233");
    await dialog.getByLabel("Gün").selectOption({ label: "Salı" });
    await dialog.getByLabel("Başlangıç Saati").selectOption("20:00");
    await dialog.getByLabel("Bitiş Saati").selectOption("21:00");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await dialog.waitFor({ state: "detached" });
    const row = ownerPage.getByRole("row").filter({ hasText: "Salı Takımı" });
    await row.getByText("20:00 - 21:00").waitFor();
    await row.getByText("Aktif").waitFor();

    // 2. The player finds next Tuesday's 20:00 taken.
    const playerPage = await browser.newPage();
    await signIn(playerPage, player);
    await playerPage.goto(`/booking/${facility.id}?date=${tuesday}`);
    const hours = playerPage.getByRole("radiogroup", { name: "Saat" });
    await hours.getByText(hour, { exact: true }).waitFor();
    expect(await hours.getByRole("radio", { name: new RegExp(hour) }).isDisabled()).toBe(true);

    // 3. The owner adds next Tuesday as an exception day.
    await row.getByRole("button", { name: "İstisna Günleri: Salı Takımı" }).click();
    const panel = ownerPage.getByRole("dialog", { name: "İstisna Günleri" });
    await panel.getByText("Bu abone için tanımlı istisna günü bulunmamaktadır.").waitFor();
    await panel.getByLabel("Tarih").fill(tuesday);
    await panel.getByLabel("Notlar").fill("Takım tatilde");
    await panel.getByRole("button", { name: "İstisna Ekle" }).click();
    await panel.getByText("Takım tatilde").waitFor();
    await panel.getByRole("button", { name: "Kapat" }).first().click();
    await panel.waitFor({ state: "detached" });

    // 4. The player books the freed hour.
    await playerPage.reload();
    await hours.getByText(hour, { exact: true }).click();
    // On site: the booking is taken at once (a card booking would lead on to the payment).
    await playerPage.getByRole("radio", { name: "Yerinde Ödeme" }).check();
    await playerPage.getByRole("button", { name: "Rezervasyonu Tamamla" }).click();
    await playerPage.getByRole("heading", { name: "Rezervasyonunuz alındı!" }).waitFor();
    expect(await slotStatus(facility.id, tuesday, hour)).toBe(false);

    // 5. The owner deletes the regular: the following Tuesday's hour is free again.
    const weekLater = istanbulDate(daysToNextTuesday() + 7);
    expect(await slotStatus(facility.id, weekLater, hour)).toBe(false);
    await row.getByRole("button", { name: "Sil: Salı Takımı" }).click();
    const confirm = ownerPage.getByRole("dialog", { name: "Aboneyi Sil" });
    await confirm
      .getByText(/Salı Takımı adlı aboneyi silmek istediğinizden emin misiniz\? Bu işlem geri alınamaz\./)
      .waitFor();
    await confirm.getByRole("button", { name: "Evet, Sil" }).click();
    await confirm.waitFor({ state: "detached" });
    await ownerPage.getByRole("row").filter({ hasText: "Salı Takımı" }).waitFor({ state: "detached" });
    expect(await slotStatus(facility.id, weekLater, hour)).toBe(true);

    await ownerPage.context().close();
    await playerPage.context().close();
  });
});
