import { istanbulNowParts, paymentMessages } from "@halisaha/data";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { brokenAnswer, fail, ok, type FakeApi, type FakeReply } from "../../test/fake-api";
import { renderApp, setUpApi, signInAs, tearDownApp, testUser } from "../../test/render-app";
import { listOf, reservation } from "../../test/reservation-fixtures";

let api: FakeApi;
const user = { ...testUser, isPhoneVerified: true };
const payable = reservation(4, 19, { id: 2, reservationNumber: "HS-PAY002", status: "confirmed" });
const intent = {
  clientSecret: "pi_test_2_secret_x",
  paymentIntentId: "pi_test_2",
  reservationId: 2,
  amount: 200,
  currency: "try",
  mode: "test",
};

beforeEach(() => {
  api = setUpApi();
  signInAs(api, user);
});
afterEach(() => tearDownApp());

function serve(r = payable) {
  api.on("GET", `/reservations/${r.id}`, ok(r));
  api.on("POST", "/stripe/create-payment-intent", ok(intent, "Ödeme başlatıldı"));
}

async function fillCard(number = "4242 4242 4242 4242") {
  await userEvent.type(await screen.findByLabelText(/^Kart Numarası/), number);
  await userEvent.type(screen.getByLabelText(/^Son Kullanma Tarihi/), "1234");
  await userEvent.type(screen.getByLabelText(/^CVC/), "123");
  await userEvent.type(screen.getByLabelText(/^Kart Üzerindeki İsim/), "Ayşe Yılmaz");
}

const payButton = () => screen.getByRole("button", { name: /^Öde/ });

describe("/payment/:reservationId", () => {
  it("says 'Geçersiz rezervasyon ID' for an id naming none and asks nothing", async () => {
    await renderApp("/payment/abc");
    expect(await screen.findByRole("heading", { name: "Geçersiz rezervasyon ID" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Rezervasyonlarıma Dön" })).toHaveAttribute(
      "href",
      "/user/reservations",
    );
    expect(api.requests.filter((r) => r.path.startsWith("/reservations"))).toHaveLength(0);
  });

  it("shows the loading state while the reservation loads", async () => {
    api.on("GET", "/reservations/2", () => new Promise<FakeReply>(() => {}));
    const { container } = await renderApp("/payment/2");
    expect(await screen.findByText("Ödeme bilgileri yükleniyor")).toBeInTheDocument();
    expect(container.querySelector("[aria-busy='true']")).not.toBeNull();
  });

  describe("given the reservation cannot be read", () => {
    it("says 'Rezervasyon bilgileri alınamadı' and retries", async () => {
      api.on("GET", "/reservations/2", brokenAnswer(500));
      await renderApp("/payment/2");
      expect(
        await screen.findByRole("heading", { name: "Rezervasyon bilgileri alınamadı" }),
      ).toBeInTheDocument();
      serve();
      await userEvent.click(screen.getByRole("button", { name: "Tekrar Dene" }));
      expect(await screen.findByLabelText(/^Kart Numarası/)).toBeInTheDocument();
    });

    it("gives the server's reason for an unknown reservation, without a retry", async () => {
      api.on("GET", "/reservations/2", fail(404, "Rezervasyon bulunamadı."));
      await renderApp("/payment/2");
      expect(
        await screen.findByRole("heading", { name: "Rezervasyon bilgileri alınamadı" }),
      ).toBeInTheDocument();
      expect(screen.getByText("Rezervasyon bulunamadı.")).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Tekrar Dene" })).toBeNull();
    });
  });

  describe("given a reservation that cannot be paid now", () => {
    it.each([
      [
        "an on-site booking the owner has not confirmed",
        reservation(4, 19, { id: 2 }),
        paymentMessages.awaitingOwner,
      ],
      [
        "a card hold that ran out",
        reservation(4, 19, {
          id: 2,
          status: "cancelled",
          cancelReason: "hold_expired",
          holdExpiresAt: new Date(Date.now() - 60_000).toISOString(),
        }),
        paymentMessages.holdExpired,
      ],
      ["a cancelled booking", reservation(4, 19, { id: 2, status: "cancelled" }), paymentMessages.cancelled],
      [
        "a paid deposit",
        { ...payable, paymentStatus: "partially_paid" as const, paidAmount: 200 },
        paymentMessages.alreadyPaid,
      ],
      [
        "an hour that has passed",
        reservation(-1, 19, { id: 2, status: "confirmed" }),
        paymentMessages.started,
      ],
    ])("says why for %s and opens no payment", async (_case, given, reason) => {
      serve(given);
      await renderApp("/payment/2");
      expect(await screen.findByRole("heading", { name: reason })).toBeInTheDocument();
      expect(api.calls("POST", "/stripe/create-payment-intent")).toHaveLength(0);
    });
  });

  describe("given a card booking within its hold", () => {
    it("opens the payment and shows the deadline", async () => {
      const holdEnds = new Date(Date.now() + 10 * 60_000);
      serve(reservation(4, 19, { id: 2, holdExpiresAt: holdEnds.toISOString() }));
      await renderApp("/payment/2");
      expect(await screen.findByLabelText(/^Kart Numarası/)).toBeInTheDocument();
      expect(screen.getByText("Son ödeme saati").nextElementSibling).toHaveTextContent(
        istanbulNowParts(holdEnds).time,
      );
    });
  });

  describe("given test mode", () => {
    beforeEach(() => serve());

    it("opens the intent for the reservation and shows the labelled test card form with the deposit", async () => {
      const { container } = await renderApp("/payment/2");
      expect(await screen.findByLabelText(/^Kart Numarası/)).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1, name: "Ödeme" })).toBeInTheDocument();
      expect(screen.getByText("Test modu")).toBeInTheDocument();
      expect(api.calls("POST", "/stripe/create-payment-intent")[0]?.body).toEqual({
        reservationId: 2,
        amount: 200,
      });
      expect(screen.getByText("Ödenecek Kapora").nextElementSibling).toHaveTextContent("200 ₺");
      expect(screen.getByText("Rezervasyon No").nextElementSibling).toHaveTextContent("HS-PAY002");
      expect(screen.getByText("Saat").nextElementSibling).toHaveTextContent("19:00 - 20:00");
      expect(payButton()).toBeDisabled();
      await expectNoAxeViolations(container);
    });

    it("pays: submitting, succeeded, then /reservations with 'Ödeme başarıyla tamamlandı!'", async () => {
      let release: (() => void) | undefined;
      api.on(
        "POST",
        "/stripe/test-mode/confirm",
        () =>
          new Promise<FakeReply>((resolve) => {
            release = () =>
              resolve(
                ok({ status: "succeeded", paymentIntentId: "pi_test_2" }, "Ödeme başarıyla tamamlandı!"),
              );
          }),
      );
      const paid = { ...payable, paymentStatus: "partially_paid" as const, paidAmount: 200 };
      api.on("GET", "/reservations/user", ok(listOf([paid])));
      const { router } = await renderApp("/payment/2");
      await fillCard();
      await waitFor(() => expect(payButton()).toBeEnabled());
      await userEvent.click(payButton());
      expect(await screen.findByRole("button", { name: "Ödeme işleniyor..." })).toBeDisabled();
      expect(api.calls("POST", "/stripe/test-mode/confirm")[0]?.body).toEqual({
        paymentIntentId: "pi_test_2",
        cardNumber: "4242424242424242",
        expiry: "12/34",
        cvc: "123",
        name: "Ayşe Yılmaz",
      });
      api.on("GET", "/reservations/2", ok(paid));
      release?.();
      expect(await screen.findByRole("heading", { name: "Ödeme başarıyla tamamlandı!" })).toBeInTheDocument();
      expect(screen.getByText("Rezervasyonlarınıza yönlendiriliyorsunuz...")).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe("/user/reservations"), {
        timeout: 4000,
      });
      expect(await screen.findByText("Ödeme başarıyla tamamlandı!")).toHaveAttribute("role", "status");
      expect(await screen.findByText("Kapora ödendi")).toBeInTheDocument();
    });

    it("shows the provider's message for a declined card and lets the user try again", async () => {
      api.on(
        "POST",
        "/stripe/test-mode/confirm",
        fail(402, "Kartınız reddedildi. Lütfen başka bir kart deneyin."),
      );
      await renderApp("/payment/2");
      await fillCard("4000 0000 0000 0002");
      await waitFor(() => expect(payButton()).toBeEnabled());
      await userEvent.click(payButton());
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Kartınız reddedildi. Lütfen başka bir kart deneyin.",
      );
      expect(payButton()).toBeEnabled();
      expect(screen.getByLabelText(/^Kart Numarası/)).toHaveValue("4000 0000 0000 0002");
    });

    it("says 'Ödeme işlemi başarısız' when the provider refuses without a message", async () => {
      api.on("POST", "/stripe/test-mode/confirm", { status: 402, body: { success: false, data: null } });
      await renderApp("/payment/2");
      await fillCard();
      await waitFor(() => expect(payButton()).toBeEnabled());
      await userEvent.click(payButton());
      expect(await screen.findByRole("alert")).toHaveTextContent("Ödeme işlemi başarısız");
    });

    it("says 'Ödeme işlemi sırasında bir hata oluştu' when no answer comes", async () => {
      api.on("POST", "/stripe/test-mode/confirm", brokenAnswer(502));
      await renderApp("/payment/2");
      await fillCard();
      await waitFor(() => expect(payButton()).toBeEnabled());
      await userEvent.click(payButton());
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("Ödeme işlemi sırasında bir hata oluştu");
      expect(within(alert).queryByText("Ödeme başarıyla tamamlandı!")).toBeNull();
    });
  });
});
