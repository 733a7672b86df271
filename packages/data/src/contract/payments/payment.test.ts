import { describe, expect, it } from "vitest";
import { publicConfigSchema } from "../accounts";
import {
  createPaymentIntentBodySchema,
  cvcValid,
  expiryValid,
  luhnValid,
  paymentIntentDataSchema,
  paymentMessages,
  testCards,
  testPaymentConfirmBodySchema,
} from ".";

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("luhnValid", () => {
  it.each([
    testCards.succeeds,
    testCards.declined,
    "5555555555554444",
    "378282246310005",
    "6011111111111117",
  ])("accepts the card number %s", (digits) => {
    expect(luhnValid(digits)).toBe(true);
  });

  it.each([
    ["a wrong check digit", "4242424242424241"],
    ["too few digits", "42424242424"],
    ["too many digits", "42424242424242424242"],
    ["spaces (callers strip them first)", "4242 4242 4242 4242"],
    ["letters", "424242424242424a"],
    ["nothing", ""],
  ])("refuses %s", (_label, digits) => {
    expect(luhnValid(digits)).toBe(false);
  });
});

describe("expiryValid", () => {
  const now = new Date("2026-03-15T12:00:00Z");

  it.each(["03/26", "03 / 26", "12/26", "01/27", " 05 / 30 "])("accepts %s in March 2026", (expiry) => {
    expect(expiryValid(expiry, now)).toBe(true);
  });

  it.each(["02/26", "12/25", "13/27", "00/27", "0327", "3/27", "03/2027", ""])("refuses %s", (expiry) => {
    expect(expiryValid(expiry, now)).toBe(false);
  });

  it("counts the whole month, whatever the time zone of the instant", () => {
    expect(expiryValid("02/26", new Date("2026-02-28T23:30:00Z"))).toBe(true);
    expect(expiryValid("02/26", new Date("2026-03-01T00:30:00Z"))).toBe(false);
  });
});

describe("cvcValid", () => {
  it.each(["123", "1234", "000"])("accepts %s", (cvc) => {
    expect(cvcValid(cvc)).toBe(true);
  });

  it.each(["12", "12345", "12a", " 123", ""])("refuses %s", (cvc) => {
    expect(cvcValid(cvc)).toBe(false);
  });
});

describe("createPaymentIntentBodySchema", () => {
  it("reads the reservation id as a number and drops the client's amount from consideration", () => {
    expect(createPaymentIntentBodySchema.parse({ reservationId: 7, amount: 1 })).toEqual({
      reservationId: 7,
      amount: 1,
    });
    expect(createPaymentIntentBodySchema.parse({ reservationId: "12" }).reservationId).toBe(12);
  });

  it.each([{ reservationId: "abc" }, { reservationId: 0 }, { reservationId: -3 }, { reservationId: 1.5 }])(
    "refuses %o with 'Geçersiz rezervasyon ID'",
    (body) => {
      expect(messagesOf(createPaymentIntentBodySchema.safeParse(body))).toEqual({
        reservationId: paymentMessages.invalidReservationId,
      });
    },
  );
});

describe("paymentIntentDataSchema", () => {
  it("takes lira amounts in Turkish lira only", () => {
    const data = {
      clientSecret: "pi_1_secret_2",
      paymentIntentId: "pi_1",
      reservationId: 3,
      amount: 250,
      currency: "try",
      mode: "stripe",
    };
    expect(paymentIntentDataSchema.parse(data)).toEqual(data);
    expect(paymentIntentDataSchema.safeParse({ ...data, currency: "usd" }).success).toBe(false);
    expect(paymentIntentDataSchema.safeParse({ ...data, mode: "paypal" }).success).toBe(false);
  });
});

describe("testPaymentConfirmBodySchema", () => {
  const valid = {
    paymentIntentId: "pi_test_1",
    cardNumber: "4242 4242-4242 4242",
    expiry: "12/39",
    cvc: "123",
  };

  it("strips spaces and dashes from the card number", () => {
    expect(testPaymentConfirmBodySchema.parse(valid)).toEqual({ ...valid, cardNumber: testCards.succeeds });
  });

  it("accepts the declined test card too (the provider declines it, not the form)", () => {
    expect(testPaymentConfirmBodySchema.safeParse({ ...valid, cardNumber: testCards.declined }).success).toBe(
      true,
    );
  });

  it("names every bad field with its Turkish message", () => {
    const result = testPaymentConfirmBodySchema.safeParse({
      paymentIntentId: " ",
      cardNumber: "4242 4242 4242 4241",
      expiry: "01/20",
      cvc: "12a",
    });

    expect(messagesOf(result)).toEqual({
      paymentIntentId: paymentMessages.intentNotFound,
      cardNumber: paymentMessages.cardNumberInvalid,
      expiry: paymentMessages.expiryInvalid,
      cvc: paymentMessages.cvcInvalid,
    });
  });

  it("requires every card field", () => {
    expect(messagesOf(testPaymentConfirmBodySchema.safeParse({}))).toEqual({
      paymentIntentId: paymentMessages.intentNotFound,
      cardNumber: paymentMessages.cardNumberInvalid,
      expiry: paymentMessages.expiryInvalid,
      cvc: paymentMessages.cvcInvalid,
    });
  });
});

describe("publicConfigSchema (payments)", () => {
  it("reads the payment mode and the publishable key", () => {
    const config = { googleClientId: null, payments: { mode: "stripe", publishableKey: "pk_test_1" } };
    expect(publicConfigSchema.parse(config)).toEqual(config);
    expect(
      publicConfigSchema.parse({ googleClientId: null, payments: { mode: "test", publishableKey: null } }),
    ).toEqual({
      googleClientId: null,
      payments: { mode: "test", publishableKey: null },
    });
  });

  it("refuses an unknown mode, and still reads an answer without payments", () => {
    expect(
      publicConfigSchema.safeParse({
        googleClientId: null,
        payments: { mode: "iyzico", publishableKey: null },
      }).success,
    ).toBe(false);
    expect(publicConfigSchema.parse({ googleClientId: "x" })).toEqual({ googleClientId: "x" });
  });
});
