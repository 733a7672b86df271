export { Spinner, spinnerVariants } from "./spinner";
export type { SpinnerProps } from "./spinner";
