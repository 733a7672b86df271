import { formatLira, formatLongDate, paymentStatuses, paymentStatusLabels } from "@halisaha/data/rules";
import { useState } from "react";
import type * as React from "react";
import { Button } from "../../actions/button";
import type { PaymentStatusValue } from "../../booking/payment-status-badge";
import { FormField } from "../../forms/form-field";
import { Input } from "../../forms/input";
import { Select } from "../../forms/select";
import { Textarea } from "../../forms/textarea";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../overlays/dialog";

/** The hour the owner clicked, with what it costs. */
export type ManualReservationSlot = {
  facilityName: string;
  /** The calendar date the hour starts on, `YYYY-MM-DD`. */
  date: string;
  startTime: string;
  endTime: string;
  /** The facility's price of an hour then (the server charges it). */
  price: number;
  depositAmount: number;
};

export type ManualReservationValues = {
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  paymentStatus: PaymentStatusValue;
  notes: string;
};

export type ManualReservationField = "contactName" | "contactPhone" | "contactEmail" | "notes";

export type ManualReservationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hour to book; the form starts empty each time the dialog opens. */
  slot: ManualReservationSlot | null;
  /** Called with the form's values once name and phone are filled in. */
  onSubmit: (values: ManualReservationValues) => void;
  /**
   * The booking is being saved: the button spins, the dialog cannot be dismissed.
   * @default false
   */
  submitting?: boolean;
  /** The server's answer to a failed save, shown above the buttons. */
  error?: React.ReactNode;
  /** The server's field messages (e.g. a phone it refused). */
  fieldErrors?: Partial<Record<ManualReservationField, string>>;
  /**
   * The text when name or phone is empty.
   * @default "İsim ve telefon bilgileri zorunludur!"
   */
  requiredMessage?: string;
  /**
   * The notes' starting text.
   * @default "Manuel olarak oluşturuldu"
   */
  defaultNotes?: string;
  /** @default true */
  modal?: boolean;
};

const paymentStatusOptions = paymentStatuses.map((value) => ({
  value,
  label: paymentStatusLabels[value],
}));

function ManualReservationForm({
  slot,
  onSubmit,
  onCancel,
  submitting,
  error,
  fieldErrors = {},
  requiredMessage,
  defaultNotes,
}: Required<Pick<ManualReservationDialogProps, "requiredMessage" | "defaultNotes">> &
  Pick<ManualReservationDialogProps, "onSubmit" | "submitting" | "error" | "fieldErrors"> & {
    slot: ManualReservationSlot;
    onCancel: () => void;
  }) {
  const [values, setValues] = useState<ManualReservationValues>({
    contactName: "",
    contactPhone: "",
    contactEmail: "",
    paymentStatus: "unpaid",
    notes: defaultNotes,
  });
  const [missing, setMissing] = useState(false);
  const set = (field: keyof ManualReservationValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!values.contactName.trim() || !values.contactPhone.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit({ ...values, contactName: values.contactName.trim(), contactPhone: values.contactPhone.trim() });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 rounded-control bg-neutral-50 p-3 text-sm">
        <div className="col-span-2 flex flex-col gap-0.5">
          <dt className="text-xs text-muted">Tesis</dt>
          <dd className="font-medium">{slot.facilityName}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted">Ücret</dt>
          <dd className="font-medium tabular-nums">{formatLira(slot.price)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted">Kapora</dt>
          <dd className="font-medium tabular-nums">{formatLira(slot.depositAmount)}</dd>
        </div>
      </dl>
      <FormField label="Ad Soyad" required error={fieldErrors.contactName}>
        <Input autoComplete="off" value={values.contactName} onChange={set("contactName")} />
      </FormField>
      <FormField label="Telefon" required error={fieldErrors.contactPhone} hint="Örn. 5551234567">
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={values.contactPhone}
          onChange={set("contactPhone")}
        />
      </FormField>
      <FormField label="E-posta" error={fieldErrors.contactEmail}>
        <Input type="email" autoComplete="off" value={values.contactEmail} onChange={set("contactEmail")} />
      </FormField>
      <FormField label="Ödeme Durumu">
        <Select
          options={paymentStatusOptions}
          value={values.paymentStatus}
          onChange={(event) =>
            setValues((current) => ({ ...current, paymentStatus: event.target.value as PaymentStatusValue }))
          }
        />
      </FormField>
      <FormField label="Not" error={fieldErrors.notes}>
        <Textarea rows={2} value={values.notes} onChange={set("notes")} />
      </FormField>
      {missing || error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {missing ? requiredMessage : error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
          Vazgeç
        </Button>
        <Button type="submit" loading={submitting}>
          Rezervasyon Oluştur
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * The calendar's manual booking: the clicked hour, its price and deposit (the facility's, as the
 * server charges them), name and phone (required: 'İsim ve telefon bilgileri zorunludur!'),
 * e-mail, payment status (default 'Ödenmedi') and a note (default 'Manuel olarak
 * oluşturuldu'). It checks only that name and phone are there; the app sends the rest to the
 * server and passes back its messages.
 */
export function ManualReservationDialog({
  open,
  onOpenChange,
  slot,
  onSubmit,
  submitting = false,
  error,
  fieldErrors,
  requiredMessage = "İsim ve telefon bilgileri zorunludur!",
  defaultNotes = "Manuel olarak oluşturuldu",
  modal = true,
}: ManualReservationDialogProps) {
  return (
    <Dialog
      open={open && slot !== null}
      onOpenChange={(next) => (submitting ? undefined : onOpenChange(next))}
      modal={modal}
    >
      <DialogContent data-slot="manual-reservation-dialog">
        <DialogHeader>
          <DialogTitle>Manuel Rezervasyon</DialogTitle>
          <DialogDescription>
            {slot ? `${formatLongDate(slot.date)}, ${slot.startTime} - ${slot.endTime}` : null}
          </DialogDescription>
        </DialogHeader>
        {slot ? (
          <ManualReservationForm
            slot={slot}
            onSubmit={onSubmit}
            onCancel={() => onOpenChange(false)}
            submitting={submitting}
            error={error}
            fieldErrors={fieldErrors}
            requiredMessage={requiredMessage}
            defaultNotes={defaultNotes}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
