import { describe, expect, it } from "vitest";
import { signInThroughForm } from "../support/accounts";
import { callApi } from "../support/api";
import { cardOf, reservationOf, type Facility, type Slot } from "../support/booking";
import { launchBrowser } from "../support/browser";
import { istanbulDate } from "../support/dates";

const browser = launchBrowser();
const player = { email: "oyuncu@halisaha.dev", password: "Halisaha123!" };

/** '7 Aralık', as the screens write a calendar date. */
const dayAndMonth = (ymd: string) =>
  new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${ymd}T12:00:00Z`),
  );

/** A demo facility open past midnight with a free hour after midnight on business day `date`. */
async function pastMidnight(baseURL: string, date: string) {
  const { body } = await callApi<{ items: Facility[] }>(baseURL, "GET", "/facilities?limit=50&offset=0");
  for (const facility of body.data.items) {
    const times = await callApi<{ items: Slot[] }>(
      baseURL,
      "GET",
      `/facilities/${facility.id}/reservation-times?date=${date}`,
    );
    const slot = times.body.data.items.find((s) => s.status && s.date !== date);
    if (slot) return { facility, slot };
  }
  throw new Error(`no demo facility has a free hour past midnight after ${date}`);
}

describe("given a facility open past midnight", () => {
  it("shows an hour after midnight with its real date from the picker to my reservations", async () => {
    const baseURL = browser.baseURL();
    const date = istanbulDate(6);
    const { facility, slot } = await pastMidnight(baseURL, date);
    const realDate = dayAndMonth(slot.date);
    const page = await browser.newPage();
    await page.goto("/login");
    await signInThroughForm(page, player.email, player.password);
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto(`/booking/${facility.id}?date=${date}`);
    await page.getByText(`Ertesi gün · ${realDate}`).first().waitFor();
    await page.getByRole("radiogroup", { name: "Saat" }).getByText(slot.time, { exact: true }).click();
    const summary = page.getByRole("region", { name: /Özet/ });
    await summary.getByText(realDate, { exact: false }).waitFor();

    await page.getByRole("radio", { name: "Yerinde Ödeme" }).click();
    await page.getByRole("button", { name: "Rezervasyonu Tamamla" }).click();
    await page.getByRole("heading", { name: "Rezervasyonunuz alındı!" }).waitFor();
    await page.getByText(realDate, { exact: false }).first().waitFor();
    const booked = await reservationOf(baseURL, page, facility.id, slot);
    expect(booked.date).toBe(slot.date);

    await page.goto("/user/reservations");
    await cardOf(page, booked.reservationNumber).getByText(realDate, { exact: false }).waitFor();
    await page.context().close();
  });
});
