import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInThroughForm, storedToken } from "../support/accounts";
import { apiLogin, callApi } from "../support/api";
import { launchBrowser } from "../support/browser";
import { istanbulDate } from "../support/dates";

const browser = launchBrowser();

const player = { email: "oyuncu@halisaha.dev", password: "Halisaha123!" };
const owner = { email: "sahip@halisaha.dev", password: "Halisaha123!" };

type Slot = { time: string; status: boolean; date: string; startTime: string };
type Facility = {
  id: number;
  name: string;
  depositAmount: number | null;
  facility_owner: { firstName: string; lastName: string };
};
type Reservation = {
  id: number;
  reservationNumber: string;
  facilityId: number;
  date: string;
  startTime: string;
  status: string;
  paymentStatus: string;
  paidAmount: number;
};

/** A demo facility of the owner with a deposit and two free hours on `date`. */
async function facilityToBook(baseURL: string, date: string, ownerName: string) {
  const { body } = await callApi<{ items: Facility[] }>(baseURL, "GET", "/facilities?limit=50&offset=0");
  for (const facility of body.data.items) {
    const name = `${facility.facility_owner.firstName} ${facility.facility_owner.lastName}`;
    if (!facility.depositAmount || name !== ownerName) continue;
    const times = await callApi<{ items: Slot[] }>(
      baseURL,
      "GET",
      `/facilities/${facility.id}/reservation-times?date=${date}`,
    );
    const free = times.body.data.items.filter((slot) => slot.status);
    if (free.length >= 2) return { facility, slots: [free[0]!, free[1]!] as const };
  }
  throw new Error(`no demo facility of ${ownerName} with a deposit has two free hours on ${date}`);
}

/** Books `slot` on the booking screen and waits for the success view. */
async function book(page: Page, facilityId: number, date: string, slot: Slot) {
  await page.goto(`/booking/${facilityId}?date=${date}`);
  const hours = page.getByRole("radiogroup", { name: "Saat" });
  await hours.getByText(slot.time, { exact: true }).click();
  await page.getByRole("button", { name: "Rezervasyonu Tamamla" }).click();
  await page.getByRole("heading", { name: "Rezervasyonunuz alındı!" }).waitFor();
}

/** The player's reservation of `slot`, read through the API with the browser's token. */
async function reservationOf(page: Page, facilityId: number, slot: Slot): Promise<Reservation> {
  const { body } = await callApi<{ items: Reservation[] }>(
    browser.baseURL(),
    "GET",
    "/reservations/user?limit=100",
    {
      token: await storedToken(page),
    },
  );
  const found = body.data.items.find(
    (r) =>
      r.facilityId === facilityId &&
      r.date === slot.date &&
      r.startTime === slot.startTime &&
      r.status !== "cancelled",
  );
  if (!found) throw new Error(`the booking of ${slot.date} ${slot.time} is not in the player's list`);
  return found;
}

const cardOf = (page: Page, reservationNumber: string) =>
  page.getByRole("article").filter({ hasText: reservationNumber });

describe("given the demo player with a verified phone", () => {
  it("books a slot, the owner confirms it, the player pays the deposit in test mode, then cancels another booking", async () => {
    const baseURL = browser.baseURL();
    const ownerSession = await apiLogin(baseURL, owner.email, owner.password);
    const date = istanbulDate(3);
    const ownerName = `${ownerSession.user.firstName} ${ownerSession.user.lastName}`;
    const { facility, slots } = await facilityToBook(baseURL, date, ownerName);
    const page = await browser.newPage();

    await page.goto("/login");
    await signInThroughForm(page, player.email, player.password);
    await page.waitForURL((url) => url.pathname === "/");

    // 1. The player books the first free hour, paying by card (the default).
    await book(page, facility.id, date, slots[0]);
    const first = await reservationOf(page, facility.id, slots[0]);
    await page.getByText(first.reservationNumber).waitFor();
    expect(first).toMatchObject({ status: "pending", paymentStatus: "unpaid" });

    // 2. The owner confirms it through the API.
    const confirmed = await callApi<{ items: Reservation }>(
      baseURL,
      "PATCH",
      `/reservations/${first.id}/confirm`,
      {
        token: ownerSession.token,
      },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.items.status).toBe("confirmed");

    // 3. 'Öde' on Rezervasyonlarım, the deposit with the test card, back with the message.
    await page.goto("/user/reservations");
    await cardOf(page, first.reservationNumber).getByRole("link", { name: "Öde" }).click();
    await page.waitForURL((url) => url.pathname === `/payment/${first.id}`);
    await page.getByText("Test modu", { exact: true }).waitFor();
    await page.getByText("Ödenecek Kapora").waitFor();
    await page.getByLabel("Kart Numarası").fill("4242 4242 4242 4242");
    const year = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, "0");
    await page.getByLabel("Son Kullanma Tarihi").fill(`12${year}`);
    await page.getByLabel("CVC").fill("123");
    await page.getByLabel("Kart Üzerindeki İsim").fill("Oyuncu Demo");
    await page.getByRole("button", { name: /^Öde / }).click();
    await page.getByRole("heading", { name: "Ödeme başarıyla tamamlandı!" }).waitFor();
    await page.waitForURL((url) => url.pathname === "/user/reservations", { timeout: 10_000 });
    await page.getByText("Ödeme başarıyla tamamlandı!").first().waitFor();
    await cardOf(page, first.reservationNumber).getByText("Kısmi Ödeme").waitFor();
    expect(await cardOf(page, first.reservationNumber).getByRole("link", { name: "Öde" }).count()).toBe(0);
    const paid = await reservationOf(page, facility.id, slots[0]);
    expect(paid).toMatchObject({
      status: "confirmed",
      paymentStatus: "partially_paid",
      paidAmount: facility.depositAmount,
    });

    // 4. A second booking, cancelled from Rezervasyonlarım after the confirmation.
    await book(page, facility.id, date, slots[1]);
    const second = await reservationOf(page, facility.id, slots[1]);
    await page.getByRole("link", { name: "Rezervasyonlarıma Git" }).click();
    await page.waitForURL((url) => url.pathname === "/user/reservations");
    await cardOf(page, second.reservationNumber).getByRole("button", { name: "İptal Et" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Bu rezervasyonu iptal etmek istediğinizden emin misiniz?").waitFor();
    await dialog.getByRole("button", { name: "Evet" }).click();
    await cardOf(page, second.reservationNumber).getByText("İptal Edildi").waitFor();
    expect(
      await cardOf(page, second.reservationNumber).getByRole("button", { name: "İptal Et" }).count(),
    ).toBe(0);

    // The freed hour is bookable again; the paid one stays taken.
    const after = await callApi<{ items: Slot[] }>(
      baseURL,
      "GET",
      `/facilities/${facility.id}/reservation-times?date=${date}`,
    );
    const statusOf = (slot: Slot) => after.body.data.items.find((s) => s.time === slot.time)?.status;
    expect(statusOf(slots[1])).toBe(true);
    expect(statusOf(slots[0])).toBe(false);
    await page.context().close();
  });
});
