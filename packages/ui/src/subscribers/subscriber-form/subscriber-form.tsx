import { subscriberStatusLabels, weekdays } from "@halisaha/data/rules";
import * as React from "react";
import { Button } from "../../actions/button";
import { FormField } from "../../forms/form-field";
import { Input } from "../../forms/input";
import { Select, type SelectOption } from "../../forms/select";
import { Textarea } from "../../forms/textarea";
import { cn } from "../../lib/cn";

/** The form's values, as typed: `dayOfWeek` "1" Monday .. "7" Sunday, hours `"HH:00"`. */
export type SubscriberFormValues = {
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  dayOfWeek: string;
  startTime: string;
  endTime: string;
  status: "active" | "inactive";
  notes: string;
};
export type SubscriberFormField = keyof SubscriberFormValues;

export const emptySubscriberFormValues: SubscriberFormValues = {
  contactName: "",
  contactPhone: "",
  contactEmail: "",
  dayOfWeek: "",
  startTime: "",
  endTime: "",
  status: "active",
  notes: "",
};

/** Monday .. Sunday, ISO numbers as values. */
export const subscriberDayOptions: SelectOption[] = weekdays.map(({ iso, label }) => ({
  value: String(iso),
  label,
}));

/** 00:00 .. 23:00 */
export const subscriberHourOptions: SelectOption[] = Array.from({ length: 24 }, (_, hour) => {
  const label = `${String(hour).padStart(2, "0")}:00`;
  return { value: label, label };
});

export const subscriberFormLabels = {
  form: "Abone bilgileri",
  name: "Ad Soyad",
  phone: "Telefon",
  email: "E-posta",
  day: "Gün",
  daySelect: "Gün seçin",
  start: "Başlangıç Saati",
  end: "Bitiş Saati",
  hourSelect: "Saat seçin",
  endHint: "Gece yarısını geçen saatler için bitiş saatini ertesi günün saati olarak seçin.",
  status: "Durum",
  ...subscriberStatusLabels,
  notes: "Notlar",
  cancel: "İptal",
  submit: "Kaydet",
  submitting: "Kaydediliyor...",
};
export type SubscriberFormLabels = typeof subscriberFormLabels;

export type SubscriberFormProps = Omit<React.ComponentProps<"form">, "onSubmit" | "defaultValue"> & {
  /** The starting values (an edited subscriber's); empty fields otherwise. */
  defaultValues?: Partial<SubscriberFormValues>;
  /** Called with the values on submit; the app validates them and sends them. */
  onSubmit: (values: SubscriberFormValues) => void;
  onCancel?: () => void;
  /** The Turkish message per field (the app's validation or the server's field errors). */
  errors?: Partial<Record<SubscriberFormField, string>>;
  /** A message for the whole form, e.g. the server's clash text naming dates and hours. */
  formError?: React.ReactNode;
  /**
   * While the save runs: the button says 'Kaydediliyor...' and every field is disabled.
   * @default false
   */
  submitting?: boolean;
  /** Other texts; the Turkish defaults are the product's texts. */
  labels?: Partial<SubscriberFormLabels>;
};

/** A form's message (the server's refusal) announced at once; nothing without one. */
export function FormAlert({ children }: { children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className="rounded-card border border-danger/20 bg-danger-soft p-3 text-sm text-danger-hover"
    >
      {children}
    </p>
  );
}

/**
 * Add or edit a weekly regular: name, phone, day, start, end and status are required, e-mail
 * and notes optional. The form keeps what is typed; it validates nothing itself.
 */
export function SubscriberForm({
  className,
  defaultValues,
  onSubmit,
  onCancel,
  errors = {},
  formError,
  submitting = false,
  labels: labelOverrides,
  ...props
}: SubscriberFormProps) {
  const labels = { ...subscriberFormLabels, ...labelOverrides };
  const [values, setValues] = React.useState<SubscriberFormValues>({
    ...emptySubscriberFormValues,
    ...defaultValues,
  });
  const set =
    (field: SubscriberFormField) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form
      data-slot="subscriber-form"
      noValidate
      aria-label={labels.form}
      className={cn("flex flex-col gap-4", className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
      {...props}
    >
      <fieldset disabled={submitting} className="flex min-w-0 flex-col gap-4">
        <FormField label={labels.name} error={errors.contactName} required>
          <Input autoComplete="name" value={values.contactName} onChange={set("contactName")} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={labels.phone} error={errors.contactPhone} required>
            <Input type="tel" autoComplete="tel" value={values.contactPhone} onChange={set("contactPhone")} />
          </FormField>
          <FormField label={labels.email} error={errors.contactEmail}>
            <Input
              type="email"
              autoComplete="email"
              value={values.contactEmail}
              onChange={set("contactEmail")}
            />
          </FormField>
        </div>
        <FormField label={labels.day} error={errors.dayOfWeek} required>
          <Select
            options={subscriberDayOptions}
            placeholder={labels.daySelect}
            value={values.dayOfWeek}
            onChange={set("dayOfWeek")}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={labels.start} error={errors.startTime} required>
            <Select
              options={subscriberHourOptions}
              placeholder={labels.hourSelect}
              value={values.startTime}
              onChange={set("startTime")}
            />
          </FormField>
          <FormField label={labels.end} error={errors.endTime} hint={labels.endHint} required>
            <Select
              options={subscriberHourOptions}
              placeholder={labels.hourSelect}
              value={values.endTime}
              onChange={set("endTime")}
            />
          </FormField>
        </div>
        <FormField label={labels.status} error={errors.status} required>
          <Select
            options={[
              { value: "active", label: labels.active },
              { value: "inactive", label: labels.inactive },
            ]}
            value={values.status}
            onChange={set("status")}
          />
        </FormField>
        <FormField label={labels.notes} error={errors.notes}>
          <Textarea rows={3} value={values.notes} onChange={set("notes")} />
        </FormField>
      </fieldset>
      <FormAlert>{formError}</FormAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={submitting}>
            {labels.cancel}
          </Button>
        ) : null}
        <Button type="submit" loading={submitting}>
          {submitting ? labels.submitting : labels.submit}
        </Button>
      </div>
    </form>
  );
}
