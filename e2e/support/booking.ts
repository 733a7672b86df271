import type { Page } from "playwright-core";
import { storedToken } from "./accounts";
import { callApi } from "./api";

/** Booking helpers the journeys share: a demo facility with free hours, booking on the form, the cards. */

export type Slot = { time: string; status: boolean; date: string; startTime: string };
export type Facility = {
  id: number;
  name: string;
  depositAmount: number | null;
  facility_owner: { firstName: string; lastName: string };
};
export type Reservation = {
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
export async function facilityToBook(baseURL: string, date: string, ownerName: string) {
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
export async function book(page: Page, facilityId: number, date: string, slot: Slot) {
  await page.goto(`/booking/${facilityId}?date=${date}`);
  const hours = page.getByRole("radiogroup", { name: "Saat" });
  await hours.getByText(slot.time, { exact: true }).click();
  await page.getByRole("button", { name: "Rezervasyonu Tamamla" }).click();
  // a card booking holds its hour ('Saatiniz ayrıldı!'), an on-site one is received
  await page.getByRole("heading", { name: /^(Saatiniz ayrıldı!|Rezervasyonunuz alındı!)$/ }).waitFor();
}

/** Fills the test-mode card form with the card that succeeds and pays. */
export async function payWithTestCard(page: Page) {
  await page.getByText("Test modu", { exact: true }).waitFor();
  await page.getByLabel("Kart Numarası").fill("4242 4242 4242 4242");
  const year = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, "0");
  await page.getByLabel("Son Kullanma Tarihi").fill(`12${year}`);
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Kart Üzerindeki İsim").fill("Oyuncu Demo");
  await page.getByRole("button", { name: /^Öde / }).click();
  await page.getByRole("heading", { name: "Ödeme başarıyla tamamlandı!" }).waitFor();
}

/** The player's reservation of `slot`, read through the API with the browser's token. */
export async function reservationOf(baseURL: string, page: Page, facilityId: number, slot: Slot): Promise<Reservation> {
  const { body } = await callApi<{ items: Reservation[] }>(
    baseURL,
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

export const cardOf = (page: Page, reservationNumber: string) =>
  page.getByRole("article").filter({ hasText: reservationNumber });

