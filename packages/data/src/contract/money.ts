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

const liraFormatters = new Map<number | undefined, Intl.NumberFormat>();
function liraFormatter(fractionDigits: number | undefined) {
  let f = liraFormatters.get(fractionDigits);
  if (!f) {
    f = new Intl.NumberFormat(
      "tr-TR",
      fractionDigits === undefined
        ? { maximumFractionDigits: 2 }
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
    );
    liraFormatters.set(fractionDigits, f);
  }
  return f;
}

export type FormatLiraOptions = {
  /**
   * Exactly this many fraction digits; without it, up to 2 and none for whole amounts.
   * The favourites page uses 0.
   */
  fractionDigits?: number;
  /**
   * Written after the number with a space; `""` gives the number alone.
   * @default "₺"
   */
  unit?: string;
};

/**
 * An amount of Turkish lira as the screens write it, the unit after the number (prices, the
 * booking summary, the reservation cards); `formatTry` is the currency style ('₺1.250,00') of
 * the API's texts and the owner's revenue.
 * @example formatLira(1250) // "1.250 ₺"
 * @example formatLira(1250.5, { unit: "₺/saat" }) // "1.250,5 ₺/saat"
 * @example formatLira(612.5, { fractionDigits: 0, unit: "" }) // "613"
 */
export function formatLira(amount: number, { fractionDigits, unit = "₺" }: FormatLiraOptions = {}): string {
  const number = liraFormatter(fractionDigits).format(amount);
  return unit ? `${number} ${unit}` : number;
}
