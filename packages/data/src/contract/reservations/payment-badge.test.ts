import { describe, expect, it } from "vitest";
import { paymentStatusLabels } from "../enums/payment-status";
import { paymentBadgeLabels, paymentBadgeOf, type PaymentMoney } from "./payment-badge";

const money = (over: Partial<PaymentMoney>): PaymentMoney => ({
  status: "confirmed",
  paymentStatus: "unpaid",
  paymentMethod: "creditCard",
  paidAmount: 0,
  depositAmount: 200,
  ...over,
});

describe("paymentBadgeOf", () => {
  it.each([
    ["an unpaid card booking", money({}), "cardDue", "Ödeme Bekliyor"],
    [
      "an on-site booking with nothing paid",
      money({ paymentMethod: "onsite", status: "pending" }),
      "atFacility",
      "Tesiste ödenecek",
    ],
    [
      "a paid deposit",
      money({ paymentStatus: "partially_paid", paidAmount: 200 }),
      "depositPaid",
      "Kapora ödendi",
    ],
    [
      "a part payment without a deposit",
      money({ paymentStatus: "partially_paid", paidAmount: 100, depositAmount: 0 }),
      "partiallyPaid",
      "Kısmi Ödeme",
    ],
    [
      "a part payment below the deposit",
      money({ paymentStatus: "partially_paid", paidAmount: 150 }),
      "partiallyPaid",
      "Kısmi Ödeme",
    ],
    ["a full payment", money({ paymentStatus: "paid", paidAmount: 1000 }), "paid", "Ödendi"],
    [
      "a cancelled one still holding money",
      money({ status: "cancelled", paymentStatus: "partially_paid", paidAmount: 200 }),
      "refundPending",
      "İade bekleniyor",
    ],
  ] as const)("names the money of %s", (_case, given, kind, text) => {
    expect(paymentBadgeOf(given)).toBe(kind);
    expect(paymentBadgeLabels[kind]).toBe(text);
  });

  describe("given a cancelled booking without money", () => {
    it("has no badge", () => {
      expect(paymentBadgeOf(money({ status: "cancelled" }))).toBeNull();
      expect(paymentBadgeOf(money({ status: "cancelled", paymentMethod: "onsite" }))).toBeNull();
    });
  });

  it("says a payment status's name with the payment status's label", () => {
    expect(paymentBadgeLabels).toMatchObject({
      cardDue: paymentStatusLabels.unpaid,
      partiallyPaid: paymentStatusLabels.partially_paid,
      paid: paymentStatusLabels.paid,
    });
  });
});
