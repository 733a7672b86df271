export { PriceTag, priceTagVariants } from "./price-tag";
export type { PriceTagProps } from "./price-tag";
