import type * as React from "react";
import { Button } from "../../actions/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../dialog";

export type ConfirmDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with `false` when the user cancels (the cancel button, Escape). Ignored while `loading`. */
  onOpenChange: (open: boolean) => void;
  /** Called when the user confirms. The dialog stays open: close it (set `open` to false) when the action is done. */
  onConfirm: () => void;
  /**
   * The question's title.
   * @default "Onay"
   */
  title?: React.ReactNode;
  /** The question itself, e.g. 'Bu rezervasyonu iptal etmek istediğinize emin misiniz?'. */
  description?: React.ReactNode;
  /**
   * The confirm button's text.
   * @default "Evet"
   */
  confirmLabel?: string;
  /**
   * The cancel button's text.
   * @default "Hayır"
   */
  cancelLabel?: string;
  /**
   * The confirm button's colour: "danger" for deleting or cancelling something, "primary" otherwise.
   * @default "danger"
   */
  tone?: "danger" | "primary";
  /**
   * While the confirmed action runs: the confirm button shows a spinner, both buttons are
   * disabled and the dialog cannot be dismissed.
   * @default false
   */
  loading?: boolean;
  /**
   * Blocks the page behind a dimmed backdrop. Turn off only to show several dialogs at once
   * (the Storybook gallery).
   * @default true
   */
  modal?: boolean;
  /** Extra classes for the dialog box (e.g. its position in a gallery). */
  className?: string;
};

/**
 * A short yes/no question in a 400px dialog (`alertdialog`). Focus starts on the cancel button so
 * an accidental Enter never confirms; a click on the backdrop does not dismiss it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title = "Onay",
  description,
  confirmLabel = "Evet",
  cancelLabel = "Hayır",
  tone = "danger",
  loading = false,
  modal = true,
  className,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      modal={modal}
      onOpenChange={(next) => {
        if (!loading) onOpenChange(next);
      }}
    >
      <DialogContent
        data-slot="confirm-dialog"
        role="alertdialog"
        size="confirm"
        className={className}
        showCloseButton={false}
        // Radix points aria-describedby at a description; say explicitly when there is none
        {...(description ? {} : { "aria-describedby": undefined })}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader className="pr-0">
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={loading} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
