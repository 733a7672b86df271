import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount, registerThroughForm, signInThroughForm, storedToken } from "../support/accounts";
import { apiLogin, callApi } from "../support/api";
import { startApp, type RunningApp } from "../support/app-server";
import { book, cardOf, facilityToBook, payWithTestCard, reservationOf, type Slot } from "../support/booking";
import { launchBrowser } from "../support/browser";
import { istanbulDate } from "../support/dates";
import { readSmsCode, smsCount } from "../support/server-log";

const browser = launchBrowser();
const owner = { email: "sahip@halisaha.dev", password: "Halisaha123!" };
const player = { email: "oyuncu@halisaha.dev", password: "Halisaha123!" };

/** A demo facility of the demo owner with a deposit and free hours on `date`, on the app at `baseURL`. */
async function bookable(baseURL: string, date: string) {
  const session = await apiLogin(baseURL, owner.email, owner.password);
  return facilityToBook(baseURL, date, `${session.user.firstName} ${session.user.lastName}`);
}

describe("given a new player", () => {
  it("registers with a phone, verifies it, books with a card, pays the deposit right away and sees 'Onaylandı' and 'Kapora ödendi'", async () => {
    const baseURL = browser.baseURL();
    const account = newAccount("kart");
    const date = istanbulDate(4);
    const { facility, slots } = await bookable(baseURL, date);
    const page = await browser.newPage();

    // Registering signs in and takes the phone: its verification is one click away.
    await registerThroughForm(page, account, { withPhone: true });
    expect(await storedToken(page)).toBeTruthy();
    await page.getByRole("link", { name: "Telefonu Doğrula" }).waitFor();
    await page.goto("/phone-verification");
    const before = smsCount(account.phone);
    await page.getByRole("button", { name: "Kod Gönder" }).click();
    const code = await readSmsCode(account.phone, { previousCount: before });
    await page.getByLabel("Doğrulama Kodu").fill(code);
    await page.getByRole("button", { name: "Kodu Doğrula" }).click();
    await page.getByText("Telefon numaranız başarıyla doğrulandı.").first().waitFor();

    // A long form: the success view still opens at the top with the number in view.
    await book(page, facility.id, date, slots[0]);
    await page.getByRole("heading", { name: "Saatiniz ayrıldı!" }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const held = await reservationOf(baseURL, page, facility.id, slots[0]);
    expect(held).toMatchObject({ status: "pending", paymentStatus: "unpaid" });
    await page.getByText(held.reservationNumber).waitFor();

    await page.getByRole("link", { name: "Kaporayı Öde" }).click();
    await page.waitForURL((url) => url.pathname === `/payment/${held.id}`);
    await page.getByText("Son ödeme saati").waitFor();
    await payWithTestCard(page);
    await page.waitForURL((url) => url.pathname === "/user/reservations", { timeout: 10_000 });

    const card = cardOf(page, held.reservationNumber);
    await card.getByText("Onaylandı").waitFor();
    await card.getByText("Kapora ödendi").waitFor();
    const paid = await reservationOf(baseURL, page, facility.id, slots[0]);
    expect(paid).toMatchObject({
      status: "confirmed",
      paymentStatus: "partially_paid",
      paidAmount: facility.depositAmount,
    });
    await page.context().close();
  });
});

describe("given an app whose card holds last six seconds", () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await startApp({ RESERVATION_HOLD_MINUTES: "0.1" });
  });
  afterAll(async () => app?.stop());

  it("releases an unpaid card hold: cancelled with the reason, and the hour bookable again", async () => {
    const date = istanbulDate(5);
    const { facility, slots } = await bookable(app.baseURL, date);
    const page = await browser.newPage({ baseURL: app.baseURL });
    await page.goto("/login");
    await signInThroughForm(page, player.email, player.password);
    await page.waitForURL((url) => url.pathname === "/");

    await book(page, facility.id, date, slots[0]);
    const held = await reservationOf(app.baseURL, page, facility.id, slots[0]);
    const freeAgain = async () => {
      const { body } = await callApi<{ items: Slot[] }>(
        app.baseURL,
        "GET",
        `/facilities/${facility.id}/reservation-times?date=${date}`,
      );
      return body.data.items.find((slot) => slot.time === slots[0].time)?.status === true;
    };
    expect(await freeAgain()).toBe(false);

    // the jobs poller releases it a moment after the six seconds
    const deadline = Date.now() + 30_000;
    while (!(await freeAgain())) {
      if (Date.now() > deadline) throw new Error("the unpaid hold was not released within 30 s");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    await page.goto("/user/reservations");
    const card = cardOf(page, held.reservationNumber);
    await card.getByText("İptal Edildi").waitFor();
    await card.getByText("Ödeme süresi dolduğu için rezervasyon iptal edildi").waitFor();
    expect(await card.getByRole("link", { name: "Öde" }).count()).toBe(0);

    await page.goto(`/payment/${held.id}`);
    await page.getByText("Ödeme süresi dolduğu için rezervasyon iptal edildi").first().waitFor();
    await page.context().close();
  });
});
