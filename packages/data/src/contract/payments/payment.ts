import { z } from "zod";
import { idSchema } from "../common/query";
import { cvcPattern, expiryValid, luhnValid } from "./cards";
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
