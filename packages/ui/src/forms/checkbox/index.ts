export { Checkbox, checkboxVariants } from "./checkbox";
export type { CheckboxProps } from "./checkbox";
