export { StepIndicator, stepMarkerVariants } from "./step-indicator";
export type { StepIndicatorProps } from "./step-indicator";
