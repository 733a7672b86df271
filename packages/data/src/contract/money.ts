/** Money as players read it: Turkish lira, tr-TR style. */

const tryFormatters = new Map<number | undefined, Intl.NumberFormat>();
function tryFormatter(fractionDigits: number | undefined) {
  let f = tryFormatters.get(fractionDigits);
  if (!f) {
    f = new Intl.NumberFormat("tr-TR", {
      style: "currency",
      currency: "TRY",
      ...(fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
    });
    tryFormatters.set(fractionDigits, f);
  }
  return f;
}

/**
 * An amount in Turkish lira, tr-TR style: `formatTry(1234.5)` → "₺1.234,50". Accepts the
 * numeric strings PostgreSQL sends for decimals ("150.00"). An empty or non-numeric input
 * gives "". `fractionDigits: 0` drops the kuruş (the favourites page).
 */
export function formatTry(
  amount: number | string | null | undefined,
  options: { fractionDigits?: number } = {},
): string {
  if (amount === null || amount === undefined || amount === "") return "";
  const value = typeof amount === "number" ? amount : Number(amount);
  if (!Number.isFinite(value)) return "";
  return tryFormatter(options.fractionDigits).format(value);
}
