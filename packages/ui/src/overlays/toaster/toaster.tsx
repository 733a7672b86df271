import {
  CircleAlertIcon,
  CircleCheckIcon,
  InfoIcon,
  Loader2Icon,
  TriangleAlertIcon,
  XIcon,
} from "lucide-react";
import { Toaster as Sonner, type ToastClassnames, type ToasterProps as SonnerProps } from "sonner";

/**
 * Sonner draws its own colours (unlayered CSS that Tailwind's layers cannot override, and a
 * warning palette below AA contrast), so every toast is `unstyled` and dressed here with the
 * design tokens. Each type gets its own tinted background: these are our "rich colours".
 */
const toastClassNames = {
  toast: [
    // box: sonner positions the toast; the width follows its --width (narrower on phones)
    "w-(--width) flex items-start gap-3 rounded-card border p-4 pr-10 shadow-raised",
    // type
    "font-sans text-sm",
  ].join(" "),
  default: "border-border bg-surface text-foreground",
  loading: "border-border bg-surface text-foreground",
  success: "border-primary/30 bg-primary-soft text-primary-hover",
  info: "border-info/30 bg-info-soft text-info",
  warning: "border-warning/30 bg-warning-soft text-warning-hover",
  error: "border-danger/30 bg-danger-soft text-danger-hover",
  icon: "relative mt-0.5 flex size-4 shrink-0 items-center justify-center [&_svg]:size-4",
  content: "flex min-w-0 flex-1 flex-col gap-0.5",
  title: "font-semibold",
  description: "text-current",
  closeButton: [
    "absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-control",
    "text-current hover:bg-neutral-900/5 [&_svg]:size-4",
    "outline-none focus-visible:ring-2 focus-visible:ring-ring",
  ].join(" "),
  actionButton: [
    "shrink-0 self-center rounded-control bg-secondary px-3 py-1.5 text-xs font-medium text-secondary-foreground",
    "hover:bg-secondary-hover outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
  ].join(" "),
  cancelButton: [
    "shrink-0 self-center rounded-control px-3 py-1.5 text-xs font-medium text-current",
    "hover:bg-neutral-900/5 outline-none focus-visible:ring-2 focus-visible:ring-ring",
  ].join(" "),
} satisfies ToastClassnames;

const toastIcons = {
  success: <CircleCheckIcon aria-hidden="true" />,
  info: <InfoIcon aria-hidden="true" />,
  warning: <TriangleAlertIcon aria-hidden="true" />,
  error: <CircleAlertIcon aria-hidden="true" />,
  loading: <Loader2Icon aria-hidden="true" className="motion-safe:animate-spin" />,
  close: <XIcon aria-hidden="true" />,
} satisfies SonnerProps["icons"];

export type ToasterProps = Omit<SonnerProps, "theme" | "icons"> & {
  /**
   * The name of the toast region for screen readers.
   * @default "Bildirim mesajları (Alt+T)"
   */
  containerAriaLabel?: string;
  /**
   * The name of each toast's close button.
   * @default "Bildirimi kapat"
   */
  closeButtonAriaLabel?: string;
};

/**
 * The app's one toast system. Place it once near the root and raise toasts with `toast` from
 * `@halisaha/ui` (never import sonner directly):
 * `toast.success("Rezervasyon oluşturuldu")`, `toast.error("Bir hata oluştu")`.
 *
 * Defaults: top-right, closes after 5000 ms, pauses while hovered or while the
 * tab is hidden, Alt+T moves focus to the toasts, a close button on each, up to 20 kept on screen.
 */
export function Toaster({
  position = "top-right",
  duration = 5000,
  closeButton = true,
  visibleToasts = 20,
  containerAriaLabel = "Bildirim mesajları (Alt+T)",
  closeButtonAriaLabel = "Bildirimi kapat",
  toastOptions,
  ...props
}: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position={position}
      duration={duration}
      closeButton={closeButton}
      visibleToasts={visibleToasts}
      customAriaLabel={containerAriaLabel}
      icons={toastIcons}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel,
        ...toastOptions,
        classNames: { ...toastClassNames, ...toastOptions?.classNames },
      }}
      {...props}
    />
  );
}
