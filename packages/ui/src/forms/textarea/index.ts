export { Textarea, textareaVariants } from "./textarea";
export type { TextareaProps } from "./textarea";
