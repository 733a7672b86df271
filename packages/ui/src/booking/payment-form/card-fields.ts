/**
 * The test card form's formatting and checks (the same rules as the contract's test-mode
 * schema, copied because ui does not import data; the web app's ui-contract-copies test pins
 * the checks against the contract's).
 */

/** Keeps the digits: '4242 4242-4242' → '424242424242'. */
export const onlyDigits = (text: string) => text.replace(/\D/g, "");

/** Groups of four: '4242424242424242' → '4242 4242 4242 4242'. */
export function formatCardNumber(digits: string): string {
  return onlyDigits(digits)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * Month and year as typed: '1' → '1', '4' → '04' (no month starts with 4), '128' → '12/8',
 * '1228' → '12/28'.
 */
export function formatExpiry(text: string): string {
  let digits = onlyDigits(text).slice(0, 4);
  if (digits.length === 1 && digits > "1") digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The Luhn check of a 12 to 19 digit card number. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'AA/YY' with a real month, not before the month of `now` (UTC, as the server checks it). */
export function expiryValid(expiry: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** 3 or 4 digits. */
export const cvcValid = (cvc: string) => /^\d{3,4}$/.test(cvc);
