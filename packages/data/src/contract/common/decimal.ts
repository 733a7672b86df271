/**
 * An amount as people type it in Turkish, as plain decimal text: `1.000` → `1000`,
 * `1.000,50` → `1000.50`, `1000,5` → `1000.5` (a dot groups thousands, a comma starts the
 * kuruş); `1250.50` and anything else come back with the spaces taken out, for the caller's own
 * check. No zod: the list's first visit reads prices with it.
 */
export function turkishDecimalText(value: string): string {
  const text = value.replace(/\s/g, "");
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) return text.replace(/\./g, "").replace(",", ".");
  if (/^\d+,\d{1,2}$/.test(text)) return text.replace(",", ".");
  return text;
}
