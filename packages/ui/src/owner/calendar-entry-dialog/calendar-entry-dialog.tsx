import { formatLongDate, reservationMessages } from "@halisaha/data/rules";
import { ArrowRightIcon, RepeatIcon } from "lucide-react";
import type * as React from "react";
import { StatusBadge } from "../../booking/status-badge";
import { UiLink, type RenderLink } from "../../lib/link";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../overlays/dialog";
import {
  ReservationActions,
  ReservationDetails,
  type ReservationActionName,
  type ReservationActionSet,
  type ReservationRowData,
} from "../reservation-row";

export type CalendarEntryData = ReservationRowData & {
  /** A subscriber's weekly hour: no actions, a link to the subscribers instead. @default false */
  isSubscription?: boolean;
};

export type CalendarEntryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry: CalendarEntryData | null;
  /** The actions the contract allows now (reservations only). */
  allowed?: ReservationActionSet;
  onAction?: (action: ReservationActionName) => void;
  /** The action that is running. */
  pendingAction?: ReservationActionName | null;
  /** The reservation on the owner's list, e.g. `/owner/reservations?highlight=42`. */
  detailHref?: string;
  /** The subscribers' page, for a subscriber's hour. */
  subscribersHref?: string;
  renderLink?: RenderLink;
  /** @default true */
  modal?: boolean;
};

const linkClass =
  "inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:text-primary-hover hover:underline";

/**
 * The calendar's detail popup: date and hours, status, contact, payment and amounts, the
 * actions the contract allows ('Onayla', 'İptal Et', 'Tamamlandı') and a link to the
 * reservation on the owner's list. A subscriber's hour has no actions, only 'Abonelikleri Yönet'.
 */
export function CalendarEntryDialog({
  open,
  onOpenChange,
  entry,
  allowed = {},
  onAction,
  pendingAction = null,
  detailHref,
  subscribersHref,
  renderLink,
  modal = true,
}: CalendarEntryDialogProps) {
  return (
    <Dialog
      open={open && entry !== null}
      onOpenChange={(next) => (pendingAction ? undefined : onOpenChange(next))}
      modal={modal}
    >
      <DialogContent data-slot="calendar-entry-dialog" aria-busy={pendingAction ? true : undefined}>
        {entry ? (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                {entry.isSubscription ? <RepeatIcon aria-hidden="true" className="size-4" /> : null}
                {entry.isSubscription ? reservationMessages.subscriptionNote : "Rezervasyon Detayı"}
              </DialogTitle>
              <DialogDescription>
                {formatLongDate(entry.date)}, {entry.startTime} - {entry.endTime}
                {entry.reservationNumber ? ` · ${entry.reservationNumber}` : null}
              </DialogDescription>
            </DialogHeader>
            <div>
              <StatusBadge status={entry.status} />
            </div>
            <ReservationDetails reservation={entry} />
            {entry.isSubscription ? null : (
              <ReservationActions allowed={allowed} onAction={onAction} pending={pendingAction} />
            )}
            {entry.isSubscription && subscribersHref ? (
              <UiLink renderLink={renderLink} href={subscribersHref} className={linkClass}>
                Abonelikleri Yönet
                <ArrowRightIcon aria-hidden="true" className="size-4" />
              </UiLink>
            ) : null}
            {!entry.isSubscription && detailHref ? (
              <UiLink renderLink={renderLink} href={detailHref} className={linkClass}>
                Rezervasyonlarda Görüntüle
                <ArrowRightIcon aria-hidden="true" className="size-4" />
              </UiLink>
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
