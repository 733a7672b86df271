import {
  formatDateTr,
  isApiError,
  istanbulToday,
  subscriberDeleteQuestion,
  subscriberExceptionFormSchema,
  subscriberExceptionMessages as em,
  subscriberFieldsSchema,
  subscriberMessages as m,
  subscriberScreenTexts as t,
  subscriberSlotLabel,
  useAddSubscriberException,
  useCreateSubscriber,
  useDeleteSubscriber,
  useDeleteSubscriberException,
  useSubscriberExceptions,
  useUpdateSubscriber,
  type Subscriber,
} from "@halisaha/data";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ExceptionPanel,
  SubscriberForm,
  subscriberTableLabels,
  type ExceptionFormValues,
  type SubscriberFormField,
  type SubscriberFormValues,
} from "@halisaha/ui";
import { useState } from "react";
import type { z } from "zod";
import { notify } from "../../app/toasts";

/** The first message of each field of a failed parse. */
function fieldErrorsOf<F extends string>(error: z.ZodError): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field as F] = issue.message;
  }
  return errors;
}

/** A failed write's field errors by field and the message for the whole form. */
function serverFailure<F extends string>(error: unknown, fallback: string) {
  const fields: Partial<Record<F, string>> = {};
  if (isApiError(error)) for (const e of error.fieldErrors) fields[e.field as F] ??= e.message;
  const message = error instanceof Error && error.message ? error.message : fallback;
  return { fields, message };
}

const nameOf = (subscriber: Subscriber) => subscriber.contactName.trim() || subscriberTableLabels.unnamed;

function valuesOf(subscriber: Subscriber): SubscriberFormValues {
  return {
    contactName: subscriber.contactName,
    contactPhone: subscriber.contactPhone,
    contactEmail: subscriber.contactEmail ?? "",
    dayOfWeek: String(subscriber.dayOfWeek),
    startTime: subscriber.startTime,
    endTime: subscriber.endTime,
    status: subscriber.status,
    notes: subscriber.notes ?? "",
  };
}

type ModalProps = { onClose: () => void };

/**
 * 'Yeni Abone Ekle' / 'Aboneyi Düzenle': the form in a modal that a click on the backdrop closes.
 * The values are checked with the contract's schema; the server's refusal (a clash naming dates
 * and hours) shows in the form.
 */
export function SubscriberFormModal({
  facilityId,
  subscriber,
  onClose,
}: ModalProps & { facilityId: number; subscriber: Subscriber | null }) {
  const create = useCreateSubscriber();
  const update = useUpdateSubscriber();
  const [errors, setErrors] = useState<Partial<Record<SubscriberFormField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submitting = create.isMutating || update.isMutating;

  const submit = async (values: SubscriberFormValues) => {
    setFormError(null);
    const parsed = subscriberFieldsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<SubscriberFormField>(parsed.error));
      return;
    }
    setErrors({});
    try {
      const result = subscriber
        ? await update.trigger({ id: subscriber.id, body: parsed.data })
        : await create.trigger({ facilityId, ...parsed.data });
      notify.success(result.message || (subscriber ? m.updated : m.created));
      onClose();
    } catch (error) {
      const failure = serverFailure<SubscriberFormField>(error, subscriber ? m.updateFailed : m.createFailed);
      setErrors(failure.fields);
      setFormError(failure.message);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (!open && !submitting ? onClose() : undefined)}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{subscriber ? t.editTitle : t.addTitle}</DialogTitle>
        </DialogHeader>
        <SubscriberForm
          defaultValues={subscriber ? valuesOf(subscriber) : undefined}
          onSubmit={(values) => void submit(values)}
          onCancel={onClose}
          errors={errors}
          formError={formError}
          submitting={submitting}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The exception days of one subscriber in a modal (the exception-day panel). */
export function ExceptionsModal({ subscriber, onClose }: ModalProps & { subscriber: Subscriber }) {
  const exceptions = useSubscriberExceptions(subscriber.id);
  const add = useAddSubscriberException();
  const remove = useDeleteSubscriberException();
  const [errors, setErrors] = useState<Partial<Record<keyof ExceptionFormValues, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const submit = async (values: ExceptionFormValues): Promise<boolean> => {
    setFormError(null);
    const parsed = subscriberExceptionFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<keyof ExceptionFormValues>(parsed.error));
      return false;
    }
    setErrors({});
    try {
      const result = await add.trigger({ subscriberId: subscriber.id, ...parsed.data });
      notify.success(result.message || em.added);
      void exceptions.mutate();
      return true;
    } catch (error) {
      const failure = serverFailure<keyof ExceptionFormValues>(error, em.addFailed);
      setErrors(failure.fields);
      setFormError(failure.message);
      return false;
    }
  };

  const deleteException = async (id: number) => {
    setDeletingId(id);
    try {
      const result = await remove.trigger(id);
      notify.success(result.message || em.deleted);
      void exceptions.mutate();
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : em.deleteFailed);
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.exceptionTitle}</DialogTitle>
          <DialogDescription>
            {nameOf(subscriber)} · {subscriberSlotLabel(subscriber)}
          </DialogDescription>
        </DialogHeader>
        <ExceptionPanel
          exceptions={(exceptions.data?.items ?? []).map((exception) => ({
            id: exception.id,
            dateLabel: formatDateTr(exception.exceptionDate, {
              day: "numeric",
              month: "long",
              year: "numeric",
              weekday: "long",
            }),
            notes: exception.notes,
          }))}
          loading={exceptions.isLoading}
          loadError={exceptions.error && !exceptions.data ? em.loadFailed : undefined}
          minDate={istanbulToday()}
          onSubmit={submit}
          onDelete={(item) => void deleteException(Number(item.id))}
          onClose={onClose}
          errors={errors}
          formError={formError}
          submitting={add.isMutating}
          deletingId={deletingId}
        />
      </DialogContent>
    </Dialog>
  );
}

/** 'Aboneyi Sil': names the subscriber, says it cannot be undone; 'İptal' and 'Evet, Sil'. */
export function DeleteSubscriberModal({ subscriber, onClose }: ModalProps & { subscriber: Subscriber }) {
  const remove = useDeleteSubscriber();
  const confirm = async () => {
    try {
      const result = await remove.trigger(subscriber.id);
      notify.success(result.message || m.deleted);
      onClose();
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : m.deleteFailed);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (!open && !remove.isMutating ? onClose() : undefined)}>
      <DialogContent size="confirm" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>{t.deleteTitle}</DialogTitle>
          <DialogDescription>
            {subscriberDeleteQuestion(nameOf(subscriber))} {t.irreversible}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isMutating}>
            {t.cancel}
          </Button>
          <Button variant="danger" loading={remove.isMutating} onClick={() => void confirm()}>
            {t.deleteConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
