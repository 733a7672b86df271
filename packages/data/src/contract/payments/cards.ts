/**
 * The test card checks, without zod: the API's test-mode schema refines with them and ui's card
 * form checks the same fields with them before it sends.
 */

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
export const cvcPattern = /^\d{3,4}$/;

/** `cvcPattern`'s check (callers trim the code first). */
export function cvcValid(cvc: string): boolean {
  return cvcPattern.test(cvc);
}

/** The test card numbers of test mode (the same as Stripe's test cards). */
export const testCards = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
} as const;
