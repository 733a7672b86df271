import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import type * as React from "react";
import { IconButton } from "../../actions/icon-button";
import { cn } from "../../lib/cn";

export type DialogProps = React.ComponentProps<typeof DialogPrimitive.Root>;

/** A modal dialog. Controlled with `open`/`onOpenChange` or uncontrolled with `defaultOpen`. */
export function Dialog(props: DialogProps) {
  return <DialogPrimitive.Root {...props} />;
}

export type DialogTriggerProps = React.ComponentProps<typeof DialogPrimitive.Trigger>;

/** Opens the dialog. Use `asChild` to make a `Button` the trigger. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export type DialogCloseProps = React.ComponentProps<typeof DialogPrimitive.Close>;

/** Closes the dialog. Use `asChild` around a `Button` (e.g. 'Vazgeç'). */
export function DialogClose(props: DialogCloseProps) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export const dialogContentVariants = cva(
  [
    // centred, never taller or wider than the screen (a caller may move it down: default:, see lib/cn.ts)
    "fixed default:top-1/2 left-1/2 z-overlay w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2",
    "max-h-[calc(100dvh-2rem)] overflow-y-auto",
    // surface
    "flex flex-col gap-4 rounded-card bg-surface p-6 text-foreground shadow-raised outline-none",
  ],
  {
    variants: {
      size: {
        /** forms and details: 500px */
        default: "max-w-dialog",
        /** short confirmations: 400px */
        confirm: "max-w-confirm",
      },
    },
    defaultVariants: { size: "default" },
  },
);

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /**
     * Shows the ✕ button in the top corner ('Kapat').
     * @default true
     */
    showCloseButton?: boolean;
    /**
     * The name of the ✕ button.
     * @default "Kapat"
     */
    closeLabel?: string;
  };

/**
 * The dialog box over a dimmed backdrop, rendered in a portal. It traps focus and closes on
 * Escape, on a click on the backdrop and on its ✕ button. Always give it a `DialogTitle`;
 * without a `DialogDescription`, pass `aria-describedby={undefined}`.
 */
export function DialogContent({
  className,
  size,
  showCloseButton = true,
  closeLabel = "Kapat",
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-overlay bg-neutral-900/50"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ size }), className)}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close asChild>
            <IconButton aria-label={closeLabel} size="sm" className="absolute top-3 right-3 text-muted">
              <XIcon aria-hidden="true" />
            </IconButton>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The title and description block; leaves room for the ✕ button. */
export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      className={cn("flex flex-col gap-1.5 default:pr-8", className)}
      {...props}
    />
  );
}

/** The buttons row: stacked on phones (main action on top), right-aligned from `sm` up. */
export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export type DialogTitleProps = React.ComponentProps<typeof DialogPrimitive.Title>;

/** The dialog's name (announced when it opens). */
export function DialogTitle({ className, ...props }: DialogTitleProps) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-lg leading-tight font-semibold text-foreground", className)}
      {...props}
    />
  );
}

export type DialogDescriptionProps = React.ComponentProps<typeof DialogPrimitive.Description>;

/** A sentence under the title (announced with it). */
export function DialogDescription({ className, ...props }: DialogDescriptionProps) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm text-muted", className)}
      {...props}
    />
  );
}
