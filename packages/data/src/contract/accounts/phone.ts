import { z } from "zod";

/**
 * Turkish mobile numbers travel as 10 digits without the leading 0 (`5551234567`).
 * People type them in many shapes; `normalizePhone` accepts spaces, dashes, brackets, a
 * leading 0, 90 or +90 and returns the 10 digits, or null when it is not such a number.
 */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, "").replace(/^\+/, "");
  if (!/^\d+$/.test(digits)) return null;
  let national = digits;
  if (national.length === 12 && national.startsWith("90")) national = national.slice(2);
  else if (national.length === 11 && national.startsWith("0")) national = national.slice(1);
  return /^[1-9]\d{9}$/.test(national) ? national : null;
}

/** What a phone input keeps while typing: digits only, at most 10. */
export function phoneInputValue(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, 10);
}

export const phoneMessages = {
  required: "Telefon numarası gereklidir",
  invalid: "Geçerli bir telefon numarası girin",
  hint: "Telefon numaranızı başında 0 olmadan girin (ör. 5XX XXX XX XX)",
} as const;

/** A phone number field: required, normalised to 10 digits without the leading 0. */
export function phoneSchema(messages: { required: string; invalid: string } = phoneMessages) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(20, messages.invalid)
    .transform((value, ctx) => {
      const phone = normalizePhone(value);
      if (phone === null) {
        ctx.addIssue({ code: "custom", message: messages.invalid });
        return z.NEVER;
      }
      return phone;
    });
}
