import { subscriberStatusLabels } from "@halisaha/data/rules";
import { CalendarOffIcon, PencilIcon, PlusIcon, Trash2Icon, UsersIcon } from "lucide-react";
import type * as React from "react";
import { Button } from "../../actions/button";
import { Badge } from "../../display/badge";
import { EmptyState } from "../../display/empty-state";
import { cn } from "../../lib/cn";

/** One subscriber as the table shows it (the app maps its API object to this). */
export type SubscriberTableItem = {
  id: number | string;
  /** May be empty: the row shows `labels.unnamed`. */
  contactName?: string | null;
  /** May be empty: the row shows `labels.noPhone`. */
  contactPhone?: string | null;
  contactEmail?: string | null;
  /** The Turkish weekday, e.g. 'Salı'. */
  dayName: string;
  /** `"HH:00"` */
  startTime: string;
  /** `"HH:00"` (earlier than the start when the hours run past midnight). */
  endTime: string;
  status: "active" | "inactive";
};

export const subscriberTableLabels = {
  caption: "Aboneler",
  customer: "Müşteri Bilgileri",
  day: "Gün",
  time: "Saat",
  status: "Durum",
  actions: "İşlemler",
  ...subscriberStatusLabels,
  unnamed: "İsimsiz Abone",
  noPhone: "Telefon bilgisi yok",
  edit: "Düzenle",
  exceptions: "İstisna Günleri",
  delete: "Sil",
  empty: "Bu saha için kayıtlı abone bulunmamaktadır.",
  emptyHint: "Haftalık düzenli gelen takımlarınızı abone olarak ekleyin.",
  add: "Yeni Abone Ekle",
  loading: "Aboneler yükleniyor...",
};
export type SubscriberTableLabels = typeof subscriberTableLabels;

export type SubscriberTableProps = Omit<React.ComponentProps<"div">, "children"> & {
  subscribers: readonly SubscriberTableItem[];
  /**
   * Shows the loading text instead of the rows.
   * @default false
   */
  loading?: boolean;
  /** A load failure, shown instead of the rows (e.g. 'Aboneler yüklenirken bir hata oluştu.'). */
  error?: React.ReactNode;
  /** The empty state's add button; without it the empty state has no button. */
  onAdd?: () => void;
  onEdit?: (subscriber: SubscriberTableItem) => void;
  onExceptions?: (subscriber: SubscriberTableItem) => void;
  onDelete?: (subscriber: SubscriberTableItem) => void;
  /**
   * Disables every row action (e.g. while a write runs).
   * @default false
   */
  disabled?: boolean;
  /** Other texts; the Turkish defaults are the product's texts. */
  labels?: Partial<SubscriberTableLabels>;
};

function StatusBadge({
  status,
  labels,
}: {
  status: SubscriberTableItem["status"];
  labels: SubscriberTableLabels;
}) {
  return status === "active" ? (
    <Badge tone="success" size="sm" dot>
      {labels.active}
    </Badge>
  ) : (
    <Badge tone="neutral" size="sm" dot>
      {labels.inactive}
    </Badge>
  );
}

function Customer({
  subscriber,
  labels,
}: {
  subscriber: SubscriberTableItem;
  labels: SubscriberTableLabels;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="font-medium text-foreground">{nameOf(subscriber, labels)}</span>
      <span className="text-sm text-muted">{subscriber.contactPhone || labels.noPhone}</span>
      {subscriber.contactEmail ? (
        <span className="truncate text-sm text-muted">{subscriber.contactEmail}</span>
      ) : null}
    </div>
  );
}

function nameOf(subscriber: SubscriberTableItem, labels: SubscriberTableLabels): string {
  return subscriber.contactName?.trim() || labels.unnamed;
}

function Actions({
  subscriber,
  labels,
  disabled,
  onEdit,
  onExceptions,
  onDelete,
}: Pick<SubscriberTableProps, "onEdit" | "onExceptions" | "onDelete"> & {
  subscriber: SubscriberTableItem;
  labels: SubscriberTableLabels;
  disabled: boolean;
}) {
  const name = nameOf(subscriber, labels);
  return (
    <div data-slot="subscriber-actions" className="flex flex-wrap gap-1.5">
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || !onEdit}
        aria-label={`${labels.edit}: ${name}`}
        onClick={() => onEdit?.(subscriber)}
      >
        <PencilIcon aria-hidden="true" />
        {labels.edit}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || !onExceptions}
        aria-label={`${labels.exceptions}: ${name}`}
        onClick={() => onExceptions?.(subscriber)}
      >
        <CalendarOffIcon aria-hidden="true" />
        {labels.exceptions}
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="text-danger"
        disabled={disabled || !onDelete}
        aria-label={`${labels.delete}: ${name}`}
        onClick={() => onDelete?.(subscriber)}
      >
        <Trash2Icon aria-hidden="true" />
        {labels.delete}
      </Button>
    </div>
  );
}

/**
 * The weekly regulars of one facility: a table (customer, day, time, status, actions) from 768px,
 * one card per subscriber below. A missing name or phone shows its fallback text; the status is
 * 'Aktif' or 'Pasif'. Loading, error and empty states replace the rows; the empty state offers
 * the add button when `onAdd` is given.
 */
export function SubscriberTable({
  className,
  subscribers,
  loading = false,
  error,
  onAdd,
  onEdit,
  onExceptions,
  onDelete,
  disabled = false,
  labels: labelOverrides,
  ...props
}: SubscriberTableProps) {
  const labels = { ...subscriberTableLabels, ...labelOverrides };
  const actions = { onEdit, onExceptions, onDelete, disabled, labels };

  let body: React.ReactNode;
  if (loading) {
    body = (
      <p role="status" className="py-10 text-center text-muted">
        {labels.loading}
      </p>
    );
  } else if (error) {
    body = (
      <p role="alert" className="rounded-card border border-danger/20 bg-danger-soft p-4 text-danger-hover">
        {error}
      </p>
    );
  } else if (subscribers.length === 0) {
    body = (
      <EmptyState
        bordered
        icon={<UsersIcon />}
        title={labels.empty}
        description={labels.emptyHint}
        action={
          onAdd ? (
            <Button onClick={onAdd} disabled={disabled}>
              <PlusIcon aria-hidden="true" />
              {labels.add}
            </Button>
          ) : null
        }
      />
    );
  } else {
    body = (
      <>
        {/* from 768px: the table; the columns are flexible, 120, 150, 150 and 120px wide at least */}
        <table data-slot="subscriber-table-grid" className="hidden w-full border-collapse text-left md:table">
          <caption className="sr-only">{labels.caption}</caption>
          <thead>
            <tr className="border-b border-neutral-200 text-sm text-muted">
              <th scope="col" className="px-3 py-2 font-medium">
                {labels.customer}
              </th>
              <th scope="col" className="w-[120px] px-3 py-2 font-medium">
                {labels.day}
              </th>
              <th scope="col" className="w-[150px] px-3 py-2 font-medium">
                {labels.time}
              </th>
              <th scope="col" className="w-[150px] px-3 py-2 font-medium">
                {labels.status}
              </th>
              <th scope="col" className="min-w-[120px] px-3 py-2 font-medium">
                {labels.actions}
              </th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((subscriber) => (
              <tr key={subscriber.id} className="border-b border-neutral-100 align-top last:border-b-0">
                <td className="px-3 py-3">
                  <Customer subscriber={subscriber} labels={labels} />
                </td>
                <td className="px-3 py-3">{subscriber.dayName}</td>
                <td className="px-3 py-3 tabular-nums">
                  {subscriber.startTime} - {subscriber.endTime}
                </td>
                <td className="px-3 py-3">
                  <StatusBadge status={subscriber.status} labels={labels} />
                </td>
                <td className="px-3 py-3">
                  <Actions subscriber={subscriber} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {/* under 768px: one card per subscriber */}
        <ul
          data-slot="subscriber-table-cards"
          aria-label={labels.caption}
          className="flex flex-col gap-3 md:hidden"
        >
          {subscribers.map((subscriber) => (
            <li
              key={subscriber.id}
              className="flex flex-col gap-3 rounded-card border border-neutral-200 bg-surface p-4"
            >
              <div className="flex items-start justify-between gap-3">
                <Customer subscriber={subscriber} labels={labels} />
                <StatusBadge status={subscriber.status} labels={labels} />
              </div>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-muted">{labels.day}</dt>
                  <dd className="font-medium">{subscriber.dayName}</dd>
                </div>
                <div>
                  <dt className="text-muted">{labels.time}</dt>
                  <dd className="font-medium tabular-nums">
                    {subscriber.startTime} - {subscriber.endTime}
                  </dd>
                </div>
              </dl>
              <Actions subscriber={subscriber} {...actions} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div
      data-slot="subscriber-table"
      aria-busy={loading || undefined}
      className={cn("flex w-full flex-col", className)}
      {...props}
    >
      {body}
    </div>
  );
}
