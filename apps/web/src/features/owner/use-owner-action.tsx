import {
  accountErrorMessage,
  formatTry,
  reservationMessages as m,
  useReservationAction,
  type Reservation,
  type ReservationAction,
} from "@halisaha/data";
import { ConfirmDialog } from "@halisaha/ui";
import { useState } from "react";
import { notify } from "../../shared/toasts";
import { ownerTexts } from "./messages";

type Target = { reservation: Pick<Reservation, "id" | "paidAmount">; action: ReservationAction };

/** The failure text of each action (calendar; the list uses the same). */
const failures: Record<ReservationAction, string> = {
  confirm: m.confirmFailed,
  cancel: m.cancelFailedCalendar,
  complete: m.completeFailed,
};

/**
 * The owner's confirm / cancel / complete: `request` asks first ('Bu rezervasyonu gerçekten
 * işleme almak istiyor musunuz?'; a cancel also says what will be refunded), then runs the
 * mutation and toasts the server's success message or the screen's failure text with the
 * server's reason. Render `dialog` once on the screen.
 */
export function useOwnerAction(onDone?: (reservation: Reservation) => void) {
  const { trigger, isMutating } = useReservationAction();
  // The asked action; it stays while it runs (the dialog cannot be closed meanwhile).
  const [target, setTarget] = useState<Target | null>(null);
  const running = isMutating ? target : null;

  const run = async (chosen: Target) => {
    const result = await trigger(
      { id: chosen.reservation.id, action: chosen.action },
      {
        throwOnError: false,
        onError: (error) => {
          const reason = accountErrorMessage(error, "");
          notify.error(reason ? `${failures[chosen.action]} ${reason}` : failures[chosen.action]);
        },
      },
    );
    setTarget(null);
    if (!result) return;
    notify.success(result.message);
    onDone?.(result.reservation);
  };

  const refund =
    target && target.reservation.paidAmount > 0
      ? ownerTexts.refundCard(formatTry(target.reservation.paidAmount))
      : ownerTexts.refundNone;

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) setTarget(null);
      }}
      title={target?.action === "cancel" ? ownerTexts.cancelTitle : ownerTexts.actionTitle}
      description={target?.action === "cancel" ? `${m.ownerActionConfirm} ${refund}` : m.ownerActionConfirm}
      tone={target?.action === "cancel" ? "danger" : "primary"}
      loading={isMutating}
      onConfirm={() => {
        if (target) void run(target);
      }}
    />
  );

  return {
    request: (reservation: Target["reservation"], action: ReservationAction) =>
      setTarget({ reservation, action }),
    pending: (id: number | null) => (running && running.reservation.id === id ? running.action : null),
    dialog,
  };
}
