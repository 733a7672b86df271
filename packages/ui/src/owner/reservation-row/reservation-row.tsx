import { amountLeft, formatLira, formatLongDate, paymentMethodLabel } from "@halisaha/data/rules";
import { cva } from "class-variance-authority";
import { CheckCheckIcon, CheckIcon, ChevronDownIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import type * as React from "react";
import { Button } from "../../actions/button";
import { PaymentStatusBadge } from "../../booking/payment-status-badge";
import { StatusBadge } from "../../booking/status-badge";
import type { ReservationFields } from "../../booking/reservation-card/reservation-fields";
import { cn } from "../../lib/cn";

/** What a row shows of a reservation: plain fields, mapped by the app from the API's object. */
export type ReservationRowData = {
  /** e.g. 'HS-7KQ2MX'; null for a subscriber's weekly hour. */
  reservationNumber: string | null;
  facilityName?: string | null;
  /** Paid online through the platform. @default 0 */
  paidAmount?: number;
  contactName: string;
  contactPhone: string;
  /** @default false */
  isManualByOwner?: boolean;
} & ReservationFields;

/** Which owner actions the contract allows now (the app asks the contract's rules). */
export type ReservationActionSet = { confirm?: boolean; cancel?: boolean; complete?: boolean };
export type ReservationActionName = keyof ReservationActionSet;

const actionLabels: Record<ReservationActionName, string> = {
  confirm: "Onayla",
  cancel: "İptal Et",
  complete: "Tamamlandı",
};

export type ReservationActionsProps = Omit<React.ComponentProps<"div">, "children"> & {
  allowed: ReservationActionSet;
  onAction?: (action: ReservationActionName) => void;
  /** The action that is running: its button spins, every button is disabled. */
  pending?: ReservationActionName | null;
};

/** 'Onayla', 'İptal Et' and 'Tamamlandı', each only when `allowed` says so. */
export function ReservationActions({
  allowed,
  onAction,
  pending = null,
  className,
  ...props
}: ReservationActionsProps) {
  const shown = (["confirm", "complete", "cancel"] as const).filter((action) => allowed[action]);
  if (shown.length === 0 || !onAction) return null;
  const icons = {
    confirm: <CheckIcon aria-hidden="true" />,
    complete: <CheckCheckIcon aria-hidden="true" />,
    cancel: <XIcon aria-hidden="true" />,
  };
  return (
    <div data-slot="reservation-actions" className={cn("flex flex-wrap gap-2", className)} {...props}>
      {shown.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === "cancel" ? "outline" : action === "confirm" ? "primary" : "secondary"}
          loading={pending === action}
          disabled={pending !== null && pending !== action}
          onClick={() => onAction(action)}
        >
          {pending === action ? null : icons[action]}
          {actionLabels[action]}
        </Button>
      ))}
    </div>
  );
}

function Detail({
  term,
  className,
  children,
}: {
  term: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-0.5", className)}>
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="text-sm font-medium break-words text-foreground">{children}</dd>
    </div>
  );
}

/** The contact, payment and amounts of a reservation as a description list. */
export function ReservationDetails({
  reservation: r,
  className,
}: {
  reservation: ReservationRowData;
  className?: string;
}) {
  return (
    <dl data-slot="reservation-details" className={cn("grid grid-cols-1 gap-3 sm:grid-cols-3", className)}>
      <Detail term="Müşteri">{r.contactName}</Detail>
      <Detail term="Telefon">
        <a
          className="text-primary underline-offset-4 hover:underline"
          href={`tel:${r.contactPhone.replace(/[^\d+]/g, "")}`}
        >
          {r.contactPhone}
        </a>
      </Detail>
      <Detail term="E-posta">{r.contactEmail?.trim() ? r.contactEmail : "-"}</Detail>
      <Detail term="Ödeme Durumu">
        <PaymentStatusBadge status={r.paymentStatus} />
      </Detail>
      <Detail term="Ödeme Yöntemi">{paymentMethodLabel(r.paymentMethod)}</Detail>
      <Detail term="Toplam Ücret">{formatLira(r.totalPrice)}</Detail>
      <Detail term="Kapora">{formatLira(r.depositAmount)}</Detail>
      <Detail term="Online Ödenen">{formatLira(r.paidAmount ?? 0)}</Detail>
      <Detail term="Kalan">{formatLira(amountLeft(r.totalPrice, r.paidAmount ?? 0))}</Detail>
      {r.notes?.trim() ? (
        <Detail term="Not" className="sm:col-span-3">
          {r.notes}
        </Detail>
      ) : null}
    </dl>
  );
}

export const reservationRowVariants = cva("rounded-card border bg-surface shadow-card transition-shadow", {
  variants: {
    highlighted: {
      true: "border-primary ring-2 ring-primary/40",
      false: "border-border",
    },
  },
  defaultVariants: { highlighted: false },
});

export type ReservationRowProps = Omit<React.ComponentProps<"article">, "children"> & {
  reservation: ReservationRowData;
  /** The actions the contract allows now. */
  allowed?: ReservationActionSet;
  onAction?: (action: ReservationActionName) => void;
  /** The action that is running. */
  pendingAction?: ReservationActionName | null;
  /** Shows the details (controlled). */
  expanded?: boolean;
  /** @default false */
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /**
   * Marks the row (the `?highlight=` reservation).
   * @default false
   */
  highlighted?: boolean;
  /**
   * The level of the row's heading.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
};

const headings = { 2: "h2", 3: "h3", 4: "h4" } as const;

/**
 * A reservation on the owner's list: date and hours, contact, status and total in one line; a
 * click discloses the contact's phone and e-mail, payment status and amounts, notes and the
 * actions the contract allows ('Onayla', 'İptal Et', 'Tamamlandı').
 */
export function ReservationRow({
  reservation: r,
  allowed = {},
  onAction,
  pendingAction = null,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  highlighted = false,
  headingLevel = 3,
  className,
  ...props
}: ReservationRowProps) {
  const id = useId();
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const expanded = expandedProp ?? ownExpanded;
  const Heading = headings[headingLevel];
  const panelId = `${id}-details`;
  const toggle = () => {
    const next = !expanded;
    if (expandedProp === undefined) setOwnExpanded(next);
    onExpandedChange?.(next);
  };

  return (
    <article
      data-slot="reservation-row"
      data-status={r.status}
      data-highlighted={highlighted || undefined}
      aria-labelledby={`${id}-title`}
      aria-busy={pendingAction ? true : undefined}
      className={cn(reservationRowVariants({ highlighted }), className)}
      {...props}
    >
      <Heading id={`${id}-title`} className="text-base">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={toggle}
          className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 rounded-card p-4 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-semibold text-foreground">{r.contactName}</span>
            <span className="text-sm font-normal text-muted">
              {formatLongDate(r.date)} · {r.startTime} - {r.endTime}
              {r.facilityName ? ` · ${r.facilityName}` : null}
            </span>
          </span>
          <span className="flex items-center gap-2 text-sm font-normal">
            {r.reservationNumber ? <span className="text-xs text-muted">{r.reservationNumber}</span> : null}
            <StatusBadge status={r.status} />
            <span className="font-semibold text-foreground tabular-nums">{formatLira(r.totalPrice)}</span>
            <ChevronDownIcon
              aria-hidden="true"
              className={cn("size-4 text-muted transition-transform", expanded && "rotate-180")}
            />
          </span>
        </button>
      </Heading>
      <div id={panelId} hidden={!expanded} className="flex flex-col gap-4 border-t border-border p-4">
        <ReservationDetails reservation={r} />
        <ReservationActions allowed={allowed} onAction={onAction} pending={pendingAction} />
      </div>
    </article>
  );
}
