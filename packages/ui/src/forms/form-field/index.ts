export { FormField, formFieldVariants } from "./form-field";
export type { FormFieldControlProps, FormFieldProps } from "./form-field";
