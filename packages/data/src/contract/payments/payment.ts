import { z } from "zod";
import { idSchema } from "../common/query";
import { paymentMessages } from "./messages";

/** Where payments go: Stripe, or the project's own simulated provider (no external calls). */
export const paymentModes = ["stripe", "test"] as const;
export type PaymentMode = (typeof paymentModes)[number];

/**
 * `POST /stripe/create-payment-intent`. `amount` is accepted and ignored: the server computes
 * it from the reservation (`amountDue`).
 */
export const createPaymentIntentBodySchema = z.object({
  reservationId: z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    idSchema(paymentMessages.invalidReservationId),
  ),
  amount: z.unknown().optional(),
});
export type CreatePaymentIntentBody = z.input<typeof createPaymentIntentBodySchema>;

/** `POST /stripe/create-payment-intent` → `data`. Amounts in lira. */
export const paymentIntentDataSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  reservationId: z.number().int(),
  amount: z.number(),
  currency: z.literal("try"),
  mode: z.enum(paymentModes),
});
export type PaymentIntentData = z.infer<typeof paymentIntentDataSchema>;

/** `POST /stripe/test-mode/confirm` → `data` (the message is 'Ödeme başarıyla tamamlandı!'). */
export const testPaymentDataSchema = z.object({
  status: z.literal("succeeded"),
  paymentIntentId: z.string(),
});
export type TestPaymentData = z.infer<typeof testPaymentDataSchema>;

/** Luhn check of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `"MM/YY"` not before the current month (`now` in any zone: month granularity). */
export function expiryValid(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** A card security code: 3 or 4 digits. */
const cvcPattern = /^\d{3,4}$/;

/** `cvcPattern`'s check (callers trim the code first). */
export function cvcValid(cvc: string): boolean {
  return cvcPattern.test(cvc);
}

/** The test card numbers of test mode (the same as Stripe's test cards). */
export const testCards = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
} as const;

/**
 * `POST /stripe/test-mode/confirm`: test mode only. Confirms an intent with a test card, as
 * Stripe.js would; the simulated provider then emits the same `payment_intent.succeeded`
 * event a Stripe webhook would deliver. `4000 0000 0000 0002` is declined; any other valid
 * number succeeds.
 */
export const testPaymentConfirmBodySchema = z.object({
  paymentIntentId: z
    .string({ error: paymentMessages.intentNotFound })
    .trim()
    .min(1, { error: paymentMessages.intentNotFound })
    .max(100),
  cardNumber: z
    .string({ error: paymentMessages.cardNumberInvalid })
    .transform((value) => value.replace(/[\s-]/g, ""))
    .refine(luhnValid, { error: paymentMessages.cardNumberInvalid }),
  expiry: z
    .string({ error: paymentMessages.expiryInvalid })
    .refine((value) => expiryValid(value), { error: paymentMessages.expiryInvalid }),
  cvc: z
    .string({ error: paymentMessages.cvcInvalid })
    .trim()
    .regex(cvcPattern, { error: paymentMessages.cvcInvalid }),
  name: z.string().trim().max(100).optional(),
});
export type TestPaymentConfirmBody = z.input<typeof testPaymentConfirmBodySchema>;

/** `POST /stripe/test-mode/confirm` → `data`. */
export const testPaymentConfirmDataSchema = z.object({
  status: z.enum(["succeeded"]),
  paymentIntentId: z.string(),
});
