/** The lazy chunk of the toast system: sonner and its styled Toaster, loaded on the first toast. */
export { toast, Toaster } from "@halisaha/ui";
