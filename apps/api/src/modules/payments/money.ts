/** Lira (numeric(10,2) columns, the contract's amounts) ↔ kuruş (what providers take). */
export function toKurus(lira: number): number {
  return Math.round(lira * 100);
}

export function toLira(kurus: number): number {
  return kurus / 100;
}

/** The currency every facility charges in (Stripe's lower-case code for Turkish lira). */
export const CURRENCY = "try";
