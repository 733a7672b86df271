import { describe, expect, it } from "vitest";
import { signInThroughForm } from "../support/accounts";
import { apiLogin, callApi } from "../support/api";
import {
  book,
  cardOf,
  facilityToBook,
  payWithTestCard,
  reservationOf,
  type Reservation,
  type Slot,
} from "../support/booking";
import { launchBrowser } from "../support/browser";
import { istanbulDate } from "../support/dates";

const browser = launchBrowser();

const player = { email: "oyuncu@halisaha.dev", password: "Halisaha123!" };
const owner = { email: "sahip@halisaha.dev", password: "Halisaha123!" };

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
    const first = await reservationOf(baseURL, page, facility.id, slots[0]);
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
    await page.getByText("Ödenecek Kapora").waitFor();
    await payWithTestCard(page);
    await page.waitForURL((url) => url.pathname === "/user/reservations", { timeout: 10_000 });
    await page.getByText("Ödeme başarıyla tamamlandı!").first().waitFor();
    await cardOf(page, first.reservationNumber).getByText("Kapora ödendi").waitFor();
    expect(await cardOf(page, first.reservationNumber).getByRole("link", { name: "Öde" }).count()).toBe(0);
    const paid = await reservationOf(baseURL, page, facility.id, slots[0]);
    expect(paid).toMatchObject({
      status: "confirmed",
      paymentStatus: "partially_paid",
      paidAmount: facility.depositAmount,
    });

    // 4. A second booking, cancelled from Rezervasyonlarım after the confirmation.
    await book(page, facility.id, date, slots[1]);
    const second = await reservationOf(baseURL, page, facility.id, slots[1]);
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
