export { FormSection } from "./form-section";
export type { FormSectionProps } from "./form-section";
