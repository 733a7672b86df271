export { Input, inputVariants } from "./input";
export type { InputProps } from "./input";
