import type { ToastOptions } from "@halisaha/ui";
import type * as ToastChunk from "./toast-chunk";
import { requestToaster } from "./toast-host";

type ToastKind = "success" | "error" | "info" | "warning";

let chunk: Promise<typeof ToastChunk> | undefined;

function show(kind: ToastKind, message: string, options?: ToastOptions) {
  requestToaster();
  chunk ??= import("./toast-chunk");
  void chunk.then(({ toast }) => toast[kind](message, options));
}

/**
 * The app's toasts (top right, 5 s, pause on hover, Alt+T). Screens call
 * these; the data layer never toasts. The toast code loads with the first one.
 */
export const notify = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  info: (message: string, options?: ToastOptions) => show("info", message, options),
  warning: (message: string, options?: ToastOptions) => show("warning", message, options),
};
