import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInThroughForm, storedToken } from "../support/accounts";
import { apiLogin, callApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { istanbulDate } from "../support/dates";
import { freeHour, type Reservation } from "../support/reservations";

const browser = launchBrowser();

const player = { email: "oyuncu@halisaha.dev", password: "Halisaha123!" };
const owner = { email: "sahip@halisaha.dev", password: "Halisaha123!" };

type Notification = { id: number; title: string; isRead: boolean; reservationId: number | null };

const unreadBell = (page: Page) => page.getByRole("button", { name: "Bildirimler, okunmamış bildirim var" });
const quietBell = (page: Page) => page.getByRole("button", { name: "Bildirimler", exact: true });

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/login");
  await signInThroughForm(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname === "/");
}

describe("given a player's booking at the demo owner's facility", () => {
  it("the owner's bell shows it, the owner confirms, the player's bell shows the confirmation and 'Okundu' marks it read", async () => {
    const baseURL = browser.baseURL();
    const ownerSession = await apiLogin(baseURL, owner.email, owner.password);
    const playerSession = await apiLogin(baseURL, player.email, player.password);
    // Earlier journeys may have left both with unread notifications: start from none.
    for (const token of [ownerSession.token, playerSession.token]) {
      const cleared = await callApi(baseURL, "PUT", "/notifications/user/mark-all-as-read", { token });
      expect(cleared.status).toBe(200);
    }
    const booked =
      (await freeHour(baseURL, ownerSession.token, istanbulDate(2))) ??
      (await freeHour(baseURL, ownerSession.token, istanbulDate(3)));
    if (!booked) throw new Error("no free hour in two or three days at the demo owner's facilities");

    // 1. The player books it on the booking screen, paying on site.
    const playerPage = await browser.newPage();
    await signIn(playerPage, player);
    await quietBell(playerPage).waitFor();
    await playerPage.goto(`/booking/${booked.facility.id}?date=${booked.slot.date}`);
    await playerPage
      .getByRole("radiogroup", { name: "Saat" })
      .getByText(booked.slot.time, { exact: true })
      .click();
    await playerPage.getByRole("radio", { name: "Yerinde Ödeme" }).check();
    await playerPage.getByRole("button", { name: "Rezervasyonu Tamamla" }).click();
    await playerPage.getByRole("heading", { name: "Rezervasyonunuz alındı!" }).waitFor();
    const mine = await callApi<{ items: Reservation[] }>(baseURL, "GET", "/reservations/user?limit=100", {
      token: await storedToken(playerPage),
    });
    const reservation = mine.body.data.items.find(
      (r) => r.facilityId === booked.facility.id && r.date === booked.slot.date && r.startTime === booked.slot.startTime,
    );
    if (!reservation) throw new Error("the player's booking is not in their list");
    await playerPage.context().close();

    // 2. The owner's bell has the dot; its list opens with the new booking, which links to it.
    const ownerPage = await browser.newPage();
    await signIn(ownerPage, owner);
    await unreadBell(ownerPage).click();
    const ownerList = ownerPage.getByRole("dialog", { name: "Bildirimler" });
    const newBooking = ownerList
      .getByRole("listitem")
      .filter({ hasText: "Yeni rezervasyon" })
      .filter({ hasText: reservation.reservationNumber });
    await newBooking.waitFor();
    await newBooking.getByRole("button", { name: /Yeni rezervasyon/ }).click();
    await ownerPage.waitForURL(
      (url) => url.pathname === "/owner/reservations" && url.search === `?highlight=${reservation.id}`,
    );

    // 3. The owner confirms the highlighted reservation.
    const row = ownerPage.locator('article[data-highlighted="true"]');
    await row.getByRole("button", { name: "Onayla" }).click();
    const ask = ownerPage.getByRole("alertdialog");
    await ask.getByRole("button", { name: "Evet" }).click();
    await ownerPage.getByText("Rezervasyon başarıyla onaylandı!", { exact: true }).first().waitFor();
    await ownerPage.context().close();

    // 4. The player's bell has the dot and the confirmation; 'Okundu' marks it read.
    const page = await browser.newPage();
    await signIn(page, player);
    await unreadBell(page).click();
    const list = page.getByRole("dialog", { name: "Bildirimler" });
    const confirmed = list.getByRole("listitem").filter({ hasText: "Rezervasyonunuz onaylandı" }).first();
    await confirmed.waitFor();
    await confirmed.getByRole("button", { name: "Okundu" }).click();
    await expect.poll(() => confirmed.getAttribute("data-read")).toBe("true");
    await quietBell(page).waitFor();

    const after = await callApi<{ items: Notification[]; unreadCount: number }>(
      baseURL,
      "GET",
      "/notifications/user?limit=10&offset=0",
      { token: playerSession.token },
    );
    const stored = after.body.data.items.find((n) => n.reservationId === reservation.id);
    expect(stored).toMatchObject({ title: "Rezervasyonunuz onaylandı", isRead: true });
    expect(after.body.data.unreadCount).toBe(0);
    await page.context().close();
  });
});
