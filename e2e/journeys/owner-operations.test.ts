import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInThroughForm, storedToken } from "../support/accounts";
import { apiLogin, callApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { istanbulDate, mondayOf } from "../support/dates";
import { freeHour, type Reservation, type Slot } from "../support/reservations";

const browser = launchBrowser();

const player = { email: "oyuncu@halisaha.dev", password: "Halisaha123!" };
const owner = { email: "sahip@halisaha.dev", password: "Halisaha123!" };

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** The grid's name of a free hour: 'Perşembe 5 Mar, 20:00 - 21:00: boş, rezervasyon ekle'. */
function freeCellName(day: string, slot: Slot): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat("tr-TR", { weekday: "long", timeZone: "UTC" }).format(noon);
  const dayMonth = new Intl.DateTimeFormat("tr-TR", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(noon);
  return `${weekday} ${dayMonth}, ${slot.startTime} - ${slot.endTime}: boş, rezervasyon ekle`;
}

describe("given the demo owner and a player's booking", () => {
  it("sees it on the dashboard, confirms it from the highlighted link, then books an hour by hand in the calendar and cancels it", async () => {
    const baseURL = browser.baseURL();
    const ownerSession = await apiLogin(baseURL, owner.email, owner.password);
    // Today when an hour is still free (it shows under today's reservations), else tomorrow.
    const booked =
      (await freeHour(baseURL, ownerSession.token, istanbulDate(0))) ??
      (await freeHour(baseURL, ownerSession.token, istanbulDate(1)));
    if (!booked) throw new Error("no free hour today or tomorrow at the demo owner's facilities");

    // 1. The player books it on the booking screen.
    const playerPage = await browser.newPage();
    await playerPage.goto("/login");
    await signInThroughForm(playerPage, player.email, player.password);
    await playerPage.waitForURL((url) => url.pathname === "/");
    await playerPage.goto(`/booking/${booked.facility.id}?date=${booked.slot.date}`);
    await playerPage
      .getByRole("radiogroup", { name: "Saat" })
      .getByText(booked.slot.time, { exact: true })
      .click();
    await playerPage.getByRole("button", { name: "Rezervasyonu Tamamla" }).click();
    await playerPage.getByRole("heading", { name: /^(Saatiniz ayrıldı!|Rezervasyonunuz alındı!)$/ }).waitFor();
    const mine = await callApi<{ items: Reservation[] }>(baseURL, "GET", "/reservations/user?limit=100", {
      token: await storedToken(playerPage),
    });
    const reservation = mine.body.data.items.find(
      (r) =>
        r.facilityId === booked.facility.id &&
        r.date === booked.slot.date &&
        r.startTime === booked.slot.startTime &&
        r.status === "pending",
    );
    if (!reservation) throw new Error("the player's booking is not in their list");
    await playerPage.context().close();

    // 2. The owner sees it on the dashboard (today's or waiting for an answer) and follows its link.
    const page = await browser.newPage();
    await page.goto("/login");
    await signInThroughForm(page, owner.email, owner.password);
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/owner/dashboard");
    await page
      .getByRole("region", { name: "İşletme özeti" })
      .getByRole("article", { name: "Bugün" })
      .waitFor();
    const link = page.locator(`a[href="/owner/reservations?highlight=${reservation.id}"]`).first();
    await link.click();
    await page.waitForURL(
      (url) => url.pathname === "/owner/reservations" && url.search === `?highlight=${reservation.id}`,
    );

    // 3. The highlighted row is open on its facility; Onayla, asked first, confirms it.
    const row = page.locator('article[data-highlighted="true"]');
    await row.getByRole("button", { name: "Onayla" }).click();
    const ask = page.getByRole("alertdialog");
    await ask.getByText("Bu rezervasyonu gerçekten işleme almak istiyor musunuz?").waitFor();
    await ask.getByRole("button", { name: "Evet" }).click();
    await toast(page, "Rezervasyon başarıyla onaylandı!");
    await row.getByText("Onaylandı").first().waitFor();
    const after = await callApi<Reservation>(baseURL, "GET", `/reservations/${reservation.id}`, {
      token: ownerSession.token,
    });
    expect(after.body.data.status).toBe("confirmed");

    // 4. The calendar, three days ahead: a free hour opens the manual booking.
    const day = istanbulDate(3);
    const manual = await freeHour(baseURL, ownerSession.token, day);
    if (!manual) throw new Error(`no free hour on ${day}`);
    await page.goto(`/owner/calendar?facilityId=${manual.facility.id}&week=${mondayOf(day)}`);
    await page.getByRole("button", { name: freeCellName(day, manual.slot) }).click();
    const dialog = page.getByRole("dialog", { name: "Manuel Rezervasyon" });
    await dialog.getByRole("button", { name: "Rezervasyon Oluştur" }).click();
    await dialog.getByText("İsim ve telefon bilgileri zorunludur!").waitFor();
    await dialog.getByLabel("Ad Soyad").fill("Telefonla Arayan");
    await dialog.getByLabel("Telefon").fill("5329998877");
    await dialog.getByRole("button", { name: "Rezervasyon Oluştur" }).click();
    await toast(page, "Rezervasyon başarıyla oluşturuldu!");
    const block = page.getByRole("button", { name: /^Telefonla Arayan.*Onaylandı$/ });
    await block.waitFor();

    // 5. Its popup cancels it (asked first); the hour is free again.
    await block.click();
    await toast(page, "Bu zaman dilimi için zaten bir rezervasyon bulunmaktadır.");
    const detail = page.getByRole("dialog", { name: "Rezervasyon Detayı" });
    await detail.getByRole("button", { name: "İptal Et" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Evet" }).click();
    await toast(page, "Rezervasyon başarıyla iptal edildi!");
    await page.getByRole("button", { name: freeCellName(day, manual.slot) }).waitFor();
    expect(await block.count()).toBe(0);
    await page.context().close();
    // Two sessions and eleven screens: longer than one journey's default minute.
  }, 180_000);
});
