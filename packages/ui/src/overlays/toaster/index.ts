export { Toaster } from "./toaster";
export type { ToasterProps } from "./toaster";
/** Raise toasts with this: the app never imports sonner itself. */
export { toast } from "sonner";
export type { ExternalToast as ToastOptions } from "sonner";
