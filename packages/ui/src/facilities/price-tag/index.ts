export { PriceTag, formatLira, priceTagVariants } from "./price-tag";
export type { FormatLiraOptions, PriceTagProps } from "./price-tag";
