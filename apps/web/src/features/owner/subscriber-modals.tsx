import {
  accountErrorMessage,
  formatDateTr,
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
  emptySubscriberFormValues,
  ExceptionPanel,
  SubscriberForm,
  subscriberTableLabels,
  type ExceptionFormValues,
  type SubscriberFormField,
  type SubscriberFormValues,
} from "@halisaha/ui";
import { useState } from "react";
import type { z } from "zod";
import { notify } from "../../shared/toasts";
import { fieldErrorsOf, formErrorOf } from "../../shared/server-errors";

const subscriberFields = Object.keys(emptySubscriberFormValues) as SubscriberFormField[];
const exceptionFields: readonly (keyof ExceptionFormValues)[] = ["exceptionDate", "notes"];

/** The first message of each field of a failed parse. */
function issuesByField<F extends string>(error: z.ZodError): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field as F] = issue.message;
  }
  return errors;
}

/**
 * What a modal's form shows for its write, read from the mutation's `error`: the server's
 * message of each field under it, and above the button the server's message, else `fallback`.
 * That message shows even when a field carries it too (no field counts as shown): a clash
 * names the dates and hours of the whole slot, not only its start.
 */
function writeFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): { fields: Partial<Record<F, string>>; message: string | null } {
  return { fields: fieldErrorsOf(error, fields), message: error ? formErrorOf(error, fallback, []) : null };
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
 * and hours) shows in the form, which keeps what was typed, and the modal stays open.
 */
export function SubscriberFormModal({
  facilityId,
  subscriber,
  onClose,
}: ModalProps & { facilityId: number; subscriber: Subscriber | null }) {
  const create = useCreateSubscriber();
  const update = useUpdateSubscriber();
  const save = subscriber ? update : create;
  const [invalid, setInvalid] = useState<Partial<Record<SubscriberFormField, string>>>({});
  const failure = writeFailure(save.error, subscriberFields, subscriber ? m.updateFailed : m.createFailed);

  const submit = async (values: SubscriberFormValues) => {
    save.reset();
    const parsed = subscriberFieldsSchema.safeParse(values);
    setInvalid(parsed.success ? {} : issuesByField<SubscriberFormField>(parsed.error));
    if (!parsed.success) return;
    const result = subscriber
      ? await update.trigger({ id: subscriber.id, body: parsed.data }, { throwOnError: false })
      : await create.trigger({ facilityId, ...parsed.data }, { throwOnError: false });
    if (!result) return;
    notify.success(result.message || (subscriber ? m.updated : m.created));
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => (!open && !save.isMutating ? onClose() : undefined)}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{subscriber ? t.editTitle : t.addTitle}</DialogTitle>
        </DialogHeader>
        <SubscriberForm
          defaultValues={subscriber ? valuesOf(subscriber) : undefined}
          onSubmit={(values) => void submit(values)}
          onCancel={onClose}
          errors={{ ...failure.fields, ...invalid }}
          formError={failure.message}
          submitting={save.isMutating}
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
  const [invalid, setInvalid] = useState<Partial<Record<keyof ExceptionFormValues, string>>>({});
  // Which exception the running delete is about (the mutation knows only that one runs).
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const failure = writeFailure(add.error, exceptionFields, em.addFailed);

  /** Answers whether the exception was added (the panel then empties its fields). */
  const submit = async (values: ExceptionFormValues): Promise<boolean> => {
    add.reset();
    const parsed = subscriberExceptionFormSchema.safeParse(values);
    setInvalid(parsed.success ? {} : issuesByField<keyof ExceptionFormValues>(parsed.error));
    if (!parsed.success) return false;
    const result = await add.trigger(
      { subscriberId: subscriber.id, ...parsed.data },
      { throwOnError: false },
    );
    if (!result) return false;
    notify.success(result.message || em.added);
    return true;
  };

  const deleteException = async (id: number) => {
    setDeletingId(id);
    const result = await remove.trigger(id, {
      throwOnError: false,
      onError: (error) => notify.error(accountErrorMessage(error, em.deleteFailed)),
    });
    if (result) notify.success(result.message || em.deleted);
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
          errors={{ ...failure.fields, ...invalid }}
          formError={failure.message}
          submitting={add.isMutating}
          deletingId={remove.isMutating ? deletingId : null}
        />
      </DialogContent>
    </Dialog>
  );
}

/** 'Aboneyi Sil': names the subscriber, says it cannot be undone; 'İptal' and 'Evet, Sil'. */
export function DeleteSubscriberModal({ subscriber, onClose }: ModalProps & { subscriber: Subscriber }) {
  const remove = useDeleteSubscriber();
  const confirm = async () => {
    const result = await remove.trigger(subscriber.id, {
      throwOnError: false,
      onError: (error) => notify.error(accountErrorMessage(error, m.deleteFailed)),
    });
    if (!result) return;
    notify.success(result.message || m.deleted);
    onClose();
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
