import { InfoIcon, Trash2Icon } from "lucide-react";
import * as React from "react";
import { Button } from "../../actions/button";
import { IconButton } from "../../actions/icon-button";
import { FormField } from "../../forms/form-field";
import { Input } from "../../forms/input";
import { Textarea } from "../../forms/textarea";
import { cn } from "../../lib/cn";
import { FormAlert } from "../subscriber-form/subscriber-form";

/** One exception day as the list shows it; the app formats the date ('10 Mart 2026 Salı'). */
export type ExceptionPanelItem = { id: number | string; dateLabel: string; notes?: string | null };

/** What the form hands over: `exceptionDate` as `YYYY-MM-DD`. */
export type ExceptionFormValues = { exceptionDate: string; notes: string };

export const exceptionPanelLabels = {
  form: "İstisna günü ekle",
  date: "Tarih",
  notes: "Notlar",
  submit: "İstisna Ekle",
  submitting: "Ekleniyor...",
  close: "Kapat",
  hint: "İstisna olarak eklenen tarihte saha bu abone için ayrılmaz ve diğer müşterilerin rezervasyonuna müsait olarak işaretlenir.",
  list: "Tanımlı İstisna Günleri",
  empty: "Bu abone için tanımlı istisna günü bulunmamaktadır.",
  loading: "İstisna günleri yükleniyor...",
  delete: "İstisnayı sil",
};
export type ExceptionPanelLabels = typeof exceptionPanelLabels;

export type ExceptionPanelProps = Omit<React.ComponentProps<"div">, "onSubmit"> & {
  exceptions: readonly ExceptionPanelItem[];
  /**
   * Shows the loading text instead of the list.
   * @default false
   */
  loading?: boolean;
  /** A load failure shown instead of the list, e.g. 'İstisnalar yüklenirken bir hata oluştu'. */
  loadError?: React.ReactNode;
  /**
   * Called with the values on submit; the app validates and sends them. Answer (or resolve to)
   * `true` when the exception was added: the fields are cleared.
   */
  onSubmit: (values: ExceptionFormValues) => boolean | void | Promise<boolean | void>;
  onDelete?: (item: ExceptionPanelItem) => void;
  onClose?: () => void;
  /** The Turkish message per field. */
  errors?: Partial<Record<keyof ExceptionFormValues, string>>;
  /** A message for the form, e.g. the server's 'Bu tarih için zaten bir istisna günü tanımlı.'. */
  formError?: React.ReactNode;
  /**
   * While adding: the button says 'Ekleniyor...' and is disabled.
   * @default false
   */
  submitting?: boolean;
  /** The exception being deleted: its button is disabled. */
  deletingId?: number | string | null;
  /** The earliest date the picker offers (Istanbul's today), `YYYY-MM-DD`. */
  minDate?: string;
  /** Other texts; the Turkish defaults are the product's texts. */
  labels?: Partial<ExceptionPanelLabels>;
};

/**
 * The exception days of one subscriber: a required date and optional notes to add one, the
 * hint that the facility is available on such a date, and the list with a delete button each
 * (empty and loading texts).
 */
export function ExceptionPanel({
  className,
  exceptions,
  loading = false,
  loadError,
  onSubmit,
  onDelete,
  onClose,
  errors = {},
  formError,
  submitting = false,
  deletingId = null,
  minDate,
  labels: labelOverrides,
  ...props
}: ExceptionPanelProps) {
  const labels = { ...exceptionPanelLabels, ...labelOverrides };
  const [values, setValues] = React.useState<ExceptionFormValues>({ exceptionDate: "", notes: "" });
  const listId = React.useId();

  let list: React.ReactNode;
  if (loading)
    list = (
      <p role="status" className="text-sm text-muted">
        {labels.loading}
      </p>
    );
  else if (loadError)
    list = (
      <p role="alert" className="text-sm text-danger-hover">
        {loadError}
      </p>
    );
  else if (exceptions.length === 0) list = <p className="text-sm text-muted">{labels.empty}</p>;
  else
    list = (
      <ul
        aria-labelledby={listId}
        className="flex flex-col divide-y divide-neutral-100 rounded-card border border-neutral-200"
      >
        {exceptions.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2">
            <div className="flex min-w-0 flex-col">
              <span className="font-medium">{item.dateLabel}</span>
              {item.notes ? <span className="truncate text-sm text-muted">{item.notes}</span> : null}
            </div>
            {onDelete ? (
              <IconButton
                size="sm"
                aria-label={`${labels.delete}: ${item.dateLabel}`}
                className="text-danger"
                disabled={deletingId === item.id}
                onClick={() => onDelete(item)}
              >
                <Trash2Icon aria-hidden="true" />
              </IconButton>
            ) : null}
          </li>
        ))}
      </ul>
    );

  return (
    <div
      data-slot="exception-panel"
      className={cn("flex flex-col gap-5", className)}
      aria-busy={loading || undefined}
      {...props}
    >
      <form
        noValidate
        aria-label={labels.form}
        className="flex flex-col gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          if ((await onSubmit(values)) === true) setValues({ exceptionDate: "", notes: "" });
        }}
      >
        <FormField label={labels.date} error={errors.exceptionDate} required>
          <Input
            type="date"
            min={minDate}
            value={values.exceptionDate}
            onChange={(event) => setValues((current) => ({ ...current, exceptionDate: event.target.value }))}
          />
        </FormField>
        <FormField label={labels.notes} error={errors.notes}>
          <Textarea
            rows={2}
            value={values.notes}
            onChange={(event) => setValues((current) => ({ ...current, notes: event.target.value }))}
          />
        </FormField>
        <p className="flex gap-2 rounded-card bg-info-soft p-3 text-sm text-info">
          <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{labels.hint}</span>
        </p>
        <FormAlert>{formError}</FormAlert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onClose ? (
            <Button variant="outline" onClick={onClose}>
              {labels.close}
            </Button>
          ) : null}
          <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? labels.submitting : labels.submit}
          </Button>
        </div>
      </form>
      <section className="flex flex-col gap-2" aria-labelledby={listId}>
        <h3 id={listId} className="font-semibold">
          {labels.list}
        </h3>
        {list}
      </section>
    </div>
  );
}
