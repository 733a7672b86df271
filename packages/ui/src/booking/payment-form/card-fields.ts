/**
 * How the test card form writes what is typed. The checks (Luhn, expiry, CVC) are the
 * contract's (`@halisaha/data/rules`), the same the API's test-mode schema refines with.
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
