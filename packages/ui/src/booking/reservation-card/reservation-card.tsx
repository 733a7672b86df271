import {
  amountLeft,
  formatHourMinute,
  formatLira,
  formatLongDate,
  paymentMethodLabel,
} from "@halisaha/data/rules";
import { cva } from "class-variance-authority";
import {
  CalendarDaysIcon,
  ChevronDownIcon,
  ClockIcon,
  CreditCardIcon,
  MapPinIcon,
  PhoneIcon,
  RotateCcwIcon,
  StoreIcon,
  XIcon,
} from "lucide-react";
import { useId, useState } from "react";
import type * as React from "react";
import { Button } from "../../actions/button";
import { cardVariants } from "../../display/card";
import { cn } from "../../lib/cn";
import { UiLink, useRenderLink, type RenderLink } from "../../lib/link";
import { PaymentStatusBadge } from "../payment-status-badge";
import { StatusBadge } from "../status-badge";
import type { ReservationFields } from "./reservation-fields";

/** What a card needs of a reservation: plain fields, mapped by the app from the API's object. */
export type ReservationCardData = {
  /** e.g. 'HS-20261122-0042'. */
  reservationNumber: string;
  facilityName: string;
  facilityAddress?: string | null;
  facilityPhone?: string | null;
  /** @default 0 */
  paidAmount?: number | null;
  contactName?: string | null;
  contactPhone?: string | null;
} & ReservationFields;

export const reservationCardVariants = cva(cardVariants({ variant: "elevated" }), {
  variants: {
    status: {
      /** a cancelled reservation recedes a little */
      cancelled: "bg-neutral-50",
      active: "",
    },
  },
  defaultVariants: { status: "active" },
});

const headings = { 2: "h2", 3: "h3", 4: "h4" } as const;
const subHeadings = { 2: "h3", 3: "h4", 4: "h5" } as const;

export type ReservationCardProps = Omit<React.ComponentProps<"article">, "children"> & {
  reservation: ReservationCardData;
  /** The facility's page, e.g. `/facilities/12`: the name becomes a link through the link seam. */
  facilityHref?: string;
  /**
   * Offers 'Öde'. The rule (unpaid, confirmed, start ahead) lives in the data contract: pass its answer.
   * @default false
   */
  canPay?: boolean;
  /** Where 'Öde' leads, e.g. `/payment/42`; without it 'Öde' is a button calling `onPay`. */
  payHref?: string;
  /** Called when 'Öde' is pressed (as a link too). */
  onPay?: () => void;
  /**
   * Offers 'İptal Et' (with `onCancel`). The rule lives in the data contract: pass its answer.
   * @default false
   */
  canCancel?: boolean;
  /** Called when 'İptal Et' is pressed; the app asks for confirmation and cancels. */
  onCancel?: () => void;
  /**
   * The cancellation is running: 'İptal Et' shows a spinner, the actions are disabled.
   * @default false
   */
  cancelling?: boolean;
  /**
   * Offers 'Tekrar Rezervasyon Yap' (with `rebookHref`). The rule lives in the data contract.
   * @default false
   */
  canRebook?: boolean;
  /** Where rebooking leads, e.g. `/booking/12`. */
  rebookHref?: string;
  /**
   * A line about what happens next, under the amounts: e.g. the deadline of a card hold or why
   * the reservation was cancelled. `noticeTone` colours it.
   */
  notice?: React.ReactNode;
  /** @default "info" */
  noticeTone?: "info" | "warning";
  /** Shows the details (controlled). */
  expanded?: boolean;
  /**
   * Shows the details on the first render (uncontrolled).
   * @default false
   */
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /**
   * The level of the facility name's heading, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Overrides the app's link renderer for this card. */
  renderLink?: RenderLink;
  /** @default "Öde" */
  payLabel?: string;
  /** @default "İptal Et" */
  cancelLabel?: string;
  /** @default "Tekrar Rezervasyon Yap" */
  rebookLabel?: string;
  /** @default "Detayları Göster" */
  showDetailsLabel?: string;
  /** @default "Detayları Gizle" */
  hideDetailsLabel?: string;
};

function Detail({ term, children }: { term: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="text-sm font-medium break-words text-foreground">{children}</dd>
    </div>
  );
}

const orDash = (text: string | null | undefined) => (text && text.trim() ? text : "-");

/**
 * A reservation in 'Rezervasyonlarım': number, facility (a link), Turkish date and hours, status
 * and payment badges, the amounts and the payment method; 'Detayları Göster' discloses contact,
 * notes and the facility's address and phone. The actions ('Öde', 'İptal Et', 'Tekrar Rezervasyon
 * Yap') show as the caller allows with `canPay`, `canCancel` and `canRebook`: the card decides no
 * rule itself.
 */
export function ReservationCard({
  reservation: r,
  facilityHref,
  canPay = false,
  payHref,
  onPay,
  canCancel = false,
  onCancel,
  cancelling = false,
  canRebook = false,
  rebookHref,
  notice,
  noticeTone = "info",
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  headingLevel = 3,
  renderLink,
  payLabel = "Öde",
  cancelLabel = "İptal Et",
  rebookLabel = "Tekrar Rezervasyon Yap",
  showDetailsLabel = "Detayları Göster",
  hideDetailsLabel = "Detayları Gizle",
  className,
  ...props
}: ReservationCardProps) {
  const id = useId();
  const link = useRenderLink(renderLink);
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const expanded = expandedProp ?? ownExpanded;
  const Heading = headings[headingLevel];
  const SubHeading = subHeadings[headingLevel];
  const titleId = `${id}-title`;
  const panelId = `${id}-details`;

  const toggle = () => {
    const next = !expanded;
    if (expandedProp === undefined) setOwnExpanded(next);
    onExpandedChange?.(next);
  };

  const showPay = canPay && (payHref !== undefined || onPay !== undefined);
  const showCancel = canCancel && onCancel !== undefined;
  const showRebook = canRebook && rebookHref !== undefined;
  const hours = `${formatHourMinute(r.startTime)} - ${formatHourMinute(r.endTime)}`;
  const paid = r.paidAmount ?? 0;
  // part paid (a deposit): the rest is paid at the facility
  const atFacility = r.status !== "cancelled" && paid > 0 ? amountLeft(r.totalPrice, paid) : 0;

  return (
    <article
      data-slot="reservation-card"
      data-status={r.status}
      aria-labelledby={titleId}
      aria-busy={cancelling || undefined}
      className={cn(
        reservationCardVariants({ status: r.status === "cancelled" ? "cancelled" : "active" }),
        className,
      )}
      {...props}
    >
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p data-slot="reservation-card-number" className="text-xs text-muted">
            Rezervasyon No:{" "}
            <span className="font-mono font-medium text-foreground">{r.reservationNumber}</span>
          </p>
          <dl className="flex flex-wrap gap-1.5">
            <div>
              <dt className="sr-only">Rezervasyon durumu</dt>
              <dd>
                <StatusBadge status={r.status} size="sm" />
              </dd>
            </div>
            <div>
              <dt className="sr-only">Ödeme durumu</dt>
              <dd>
                <PaymentStatusBadge
                  status={r.paymentStatus}
                  size="sm"
                  money={{
                    status: r.status,
                    paymentStatus: r.paymentStatus,
                    paymentMethod: r.paymentMethod,
                    paidAmount: paid,
                    depositAmount: r.depositAmount,
                  }}
                />
              </dd>
            </div>
          </dl>
        </div>
        <Heading
          id={titleId}
          data-slot="reservation-card-title"
          className="text-lg leading-snug font-semibold"
        >
          {facilityHref
            ? link({
                href: facilityHref,
                className:
                  "rounded-sm outline-none hover:text-primary-hover hover:underline focus-visible:ring-2 focus-visible:ring-ring",
                children: r.facilityName,
              })
            : r.facilityName}
        </Heading>
        <div className="flex flex-col gap-1.5 text-sm text-foreground sm:flex-row sm:flex-wrap sm:gap-x-5">
          <p data-slot="reservation-card-date" className="flex items-center gap-1.5">
            <CalendarDaysIcon aria-hidden="true" className="size-4 shrink-0 text-muted" />
            <span className="sr-only">Tarih:</span>
            {formatLongDate(r.date)}
          </p>
          <p data-slot="reservation-card-time" className="flex items-center gap-1.5 tabular-nums">
            <ClockIcon aria-hidden="true" className="size-4 shrink-0 text-muted" />
            <span className="sr-only">Saat:</span>
            {hours}
          </p>
        </div>
        <dl
          data-slot="reservation-card-amounts"
          className="grid grid-cols-2 gap-3 rounded-control bg-neutral-50 p-3 sm:grid-cols-4"
        >
          <Detail term="Toplam Tutar">
            <span className="text-base font-bold text-primary-hover tabular-nums">
              {formatLira(r.totalPrice)}
            </span>
          </Detail>
          <Detail term="Kapora">
            {r.depositAmount > 0 ? (
              <span className="tabular-nums">{formatLira(r.depositAmount)}</span>
            ) : (
              "Kapora yok"
            )}
          </Detail>
          <Detail term="Ödenen">
            <span className="tabular-nums">{formatLira(paid)}</span>
            {atFacility > 0 ? (
              <span data-slot="reservation-card-rest" className="block text-xs font-normal text-muted">
                Kalan {formatLira(atFacility)} tesiste
              </span>
            ) : null}
          </Detail>
          <Detail term="Ödeme Yöntemi">
            <span className="inline-flex items-center gap-1.5">
              {r.paymentMethod === "onsite" ? (
                <StoreIcon aria-hidden="true" className="size-4 shrink-0 text-muted" />
              ) : (
                <CreditCardIcon aria-hidden="true" className="size-4 shrink-0 text-muted" />
              )}
              {paymentMethodLabel(r.paymentMethod)}
            </span>
          </Detail>
        </dl>
        {notice ? (
          <p
            data-slot="reservation-card-notice"
            className={cn(
              "rounded-control border px-3 py-2 text-sm text-foreground",
              noticeTone === "warning" ? "border-warning/30 bg-warning-soft" : "border-info/30 bg-info-soft",
            )}
          >
            {notice}
          </p>
        ) : null}
      </div>

      <div
        id={panelId}
        data-slot="reservation-card-details"
        hidden={!expanded}
        className="border-t border-border px-4 py-4 sm:px-5"
      >
        <div className="grid gap-5 md:grid-cols-3">
          <div className="flex flex-col gap-2">
            <SubHeading className="text-sm font-semibold">İletişim Bilgileri</SubHeading>
            <dl className="flex flex-col gap-2">
              <Detail term="Ad Soyad">{orDash(r.contactName)}</Detail>
              <Detail term="E-posta">{orDash(r.contactEmail)}</Detail>
              <Detail term="Telefon">{orDash(r.contactPhone)}</Detail>
            </dl>
          </div>
          <div className="flex flex-col gap-2">
            <SubHeading className="text-sm font-semibold">Notlar</SubHeading>
            <p className={cn("text-sm break-words whitespace-pre-line", !r.notes?.trim() && "text-muted")}>
              {r.notes?.trim() ? r.notes : "Not eklenmemiş"}
            </p>
          </div>
          <div className="flex flex-col gap-2">
            <SubHeading className="text-sm font-semibold">Tesis Bilgileri</SubHeading>
            <dl className="flex flex-col gap-2">
              <Detail term="Adres">
                <span className="inline-flex items-start gap-1.5">
                  <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                  {orDash(r.facilityAddress)}
                </span>
              </Detail>
              <Detail term="Telefon">
                {r.facilityPhone ? (
                  <a
                    href={`tel:${r.facilityPhone.replace(/[^\d+]/g, "")}`}
                    className="inline-flex items-center gap-1.5 text-primary-hover underline-offset-4 hover:underline"
                  >
                    <PhoneIcon aria-hidden="true" className="size-4 shrink-0" />
                    {r.facilityPhone}
                  </a>
                ) : (
                  "-"
                )}
              </Detail>
            </dl>
          </div>
        </div>
      </div>

      <div
        data-slot="reservation-card-footer"
        className="flex flex-wrap items-center justify-between gap-2 border-t border-border px-4 py-3 sm:px-5"
      >
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={panelId}
          className="-ms-2"
          onClick={toggle}
        >
          {expanded ? hideDetailsLabel : showDetailsLabel}
          <ChevronDownIcon
            aria-hidden="true"
            className={cn("transition-transform motion-reduce:transition-none", expanded && "rotate-180")}
          />
        </Button>
        {showPay || showCancel || showRebook ? (
          <div data-slot="reservation-card-actions" className="flex flex-wrap gap-2">
            {showRebook ? (
              <Button asChild variant="outline" size="sm" disabled={cancelling}>
                <UiLink href={rebookHref!} renderLink={renderLink}>
                  <RotateCcwIcon aria-hidden="true" />
                  {rebookLabel}
                </UiLink>
              </Button>
            ) : null}
            {showCancel ? (
              <Button
                variant="outline"
                size="sm"
                loading={cancelling}
                className="border-danger/40 text-danger hover:bg-danger-soft"
                onClick={onCancel}
              >
                {cancelling ? null : <XIcon aria-hidden="true" />}
                {cancelLabel}
              </Button>
            ) : null}
            {showPay ? (
              payHref !== undefined ? (
                <Button asChild size="sm" disabled={cancelling}>
                  <UiLink href={payHref} renderLink={renderLink} onClick={onPay}>
                    <CreditCardIcon aria-hidden="true" />
                    {payLabel}
                  </UiLink>
                </Button>
              ) : (
                <Button size="sm" disabled={cancelling} onClick={onPay}>
                  <CreditCardIcon aria-hidden="true" />
                  {payLabel}
                </Button>
              )
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
