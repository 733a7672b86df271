import { act, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { signIn } from "../session/store";
import { failed, ok, storedUser } from "../test/fixtures";
import { readSwr, renderWithData } from "../test/render";
import { setUpTestApi } from "../test/test-api";
import { reservationFixture } from "../reservations/test-fixtures";
import { useMyReservations } from "../reservations/use-my-reservations";
import { confirmTestPayment, useConfirmTestPayment } from "./confirm-test-payment";
import { createPaymentIntent } from "./create-payment-intent";
import { expectWrongShape } from "../test/wrong-shape";

const server = setUpTestApi();

const intent = {
  clientSecret: "pi_test_1_secret_abc",
  paymentIntentId: "pi_test_1",
  reservationId: 41,
  amount: 200,
  currency: "try",
  mode: "test",
};

const card = {
  paymentIntentId: "pi_test_1",
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/34",
  cvc: "123",
  name: "Ayşe Yılmaz",
};

beforeEach(() => signIn("tok-pay", storedUser));

describe("POST /stripe/create-payment-intent", () => {
  it("sends the reservation id (and the amount shown) and returns the intent", async () => {
    server.on("POST", "/stripe/create-payment-intent", ok(intent, "Ödeme başlatıldı"));
    await expect(createPaymentIntent(41, 200)).resolves.toEqual(intent);
    expect(server.requests[0]?.body).toEqual({ reservationId: 41, amount: 200 });
    expect(server.requests[0]?.headers.authorization).toBe("Bearer tok-pay");
  });

  it("sends only the id when no amount is given", async () => {
    server.on("POST", "/stripe/create-payment-intent", ok(intent));
    await createPaymentIntent(41);
    expect(server.requests[0]?.body).toEqual({ reservationId: 41 });
  });

  it("rejects with the server's message when the reservation is not payable", async () => {
    server.on(
      "POST",
      "/stripe/create-payment-intent",
      failed(409, "Bu rezervasyon için şu anda ödeme yapılamaz."),
    );
    await expect(createPaymentIntent(41)).rejects.toMatchObject({
      status: 409,
      message: "Bu rezervasyon için şu anda ödeme yapılamaz.",
    });
  });
});

describe("POST /stripe/test-mode/confirm", () => {
  it("sends the card and returns the status and the message", async () => {
    server.on(
      "POST",
      "/stripe/test-mode/confirm",
      ok({ status: "succeeded", paymentIntentId: "pi_test_1" }, "Ödeme başarıyla tamamlandı!"),
    );
    await expect(confirmTestPayment(card)).resolves.toEqual({
      status: "succeeded",
      paymentIntentId: "pi_test_1",
      message: "Ödeme başarıyla tamamlandı!",
    });
    expect(server.requests[0]?.body).toEqual(card);
  });

  it("rejects with the provider's message for the declined card (402)", async () => {
    server.on(
      "POST",
      "/stripe/test-mode/confirm",
      failed(402, "Kartınız reddedildi. Lütfen başka bir kart deneyin."),
    );
    await expect(confirmTestPayment({ ...card, cardNumber: "4000000000000002" })).rejects.toMatchObject({
      status: 402,
      message: "Kartınız reddedildi. Lütfen başka bir kart deneyin.",
    });
  });

  it("refreshes the reservations after a payment, so the lists show the new payment status", async () => {
    server.on(
      "GET",
      "/reservations/user",
      ok({ items: [reservationFixture({ status: "confirmed" })], count: 1, totalPages: 1 }),
    );
    const { result } = renderWithData(() => ({
      confirm: useConfirmTestPayment(),
      list: readSwr(useMyReservations()),
    }));
    await waitFor(() => expect(result.current.list.data?.items[0]?.paymentStatus).toBe("unpaid"));
    server.on("POST", "/stripe/test-mode/confirm", ok({ status: "succeeded", paymentIntentId: "pi_test_1" }));
    const paid = reservationFixture({
      status: "confirmed",
      paymentStatus: "partially_paid",
      paidAmount: 200,
    });
    server.on("GET", "/reservations/user", ok({ items: [paid], count: 1, totalPages: 1 }));
    await act(() => result.current.confirm.trigger(card));
    await waitFor(() => expect(result.current.list.data?.items[0]?.paymentStatus).toBe("partially_paid"));
  });
});

describe("given an answer of the wrong shape", () => {
  it("the intent and the test payment reject with 'Bir hata oluştu!' instead of returning it", async () => {
    server.on("POST", "/stripe/create-payment-intent", ok({ ...intent, mode: "live" }));
    server.on("POST", "/stripe/test-mode/confirm", ok({ status: "failed", paymentIntentId: "pi_test_1" }));
    await expectWrongShape(createPaymentIntent(41));
    await expectWrongShape(confirmTestPayment(card));
  });
});
