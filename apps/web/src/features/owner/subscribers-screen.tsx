import {
  subscriberMessages as m,
  subscriberScreenTexts as t,
  useSubscribers,
  type Subscriber,
} from "@halisaha/data";
import { Button, formatPhone, SubscriberTable } from "@halisaha/ui";
import { useState } from "react";
import { FacilityGate, FacilitySelect, useFacilityChoice } from "./facility-choice";
import { DeleteSubscriberModal, ExceptionsModal, SubscriberFormModal } from "./subscriber-modals";

type Modal =
  | { kind: "form"; subscriber: Subscriber | null }
  | { kind: "exceptions"; subscriber: Subscriber }
  | { kind: "delete"; subscriber: Subscriber };

/**
 * /owner/subscribers 'Aboneler': the facility selector shared with the other owner screens
 * (first facility preselected, `?facilityId=` kept in the URL, the gate's texts when there is
 * none or it did not load), the add button, the table (cards under 768px) and its three modals.
 */
export function SubscribersScreen() {
  const choice = useFacilityChoice();
  const facilityId = choice.chosen?.id ?? null;
  const subscribers = useSubscribers(facilityId);
  const [modal, setModal] = useState<Modal | null>(null);
  const items = subscribers.data?.items ?? [];
  const byId = (id: number | string) => items.find((s) => s.id === id);
  const open = (kind: "form" | "exceptions" | "delete") => (row: { id: number | string }) => {
    const subscriber = byId(row.id);
    if (subscriber) setModal({ kind, subscriber });
  };
  const close = () => setModal(null);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h2 className="text-2xl font-semibold">{t.title}</h2>
        <p className="text-muted">{t.subtitle}</p>
      </header>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        {choice.items.length > 0 ? <FacilitySelect choice={choice} /> : null}
        <Button
          className="sm:ml-auto"
          disabled={facilityId === null}
          onClick={() => setModal({ kind: "form", subscriber: null })}
        >
          {t.add}
        </Button>
      </div>
      <FacilityGate choice={choice} loadFailed={m.facilitiesLoadFailed} />
      {facilityId !== null ? (
        <SubscriberTable
          subscribers={
            subscribers.error ? [] : items.map((s) => ({ ...s, contactPhone: formatPhone(s.contactPhone) }))
          }
          loading={subscribers.isLoading}
          error={subscribers.error ? m.loadFailed : undefined}
          onAdd={() => setModal({ kind: "form", subscriber: null })}
          onEdit={open("form")}
          onExceptions={open("exceptions")}
          onDelete={open("delete")}
        />
      ) : null}
      {modal?.kind === "form" && facilityId !== null ? (
        <SubscriberFormModal facilityId={facilityId} subscriber={modal.subscriber} onClose={close} />
      ) : null}
      {modal?.kind === "exceptions" ? (
        <ExceptionsModal subscriber={modal.subscriber} onClose={close} />
      ) : null}
      {modal?.kind === "delete" ? (
        <DeleteSubscriberModal subscriber={modal.subscriber} onClose={close} />
      ) : null}
    </div>
  );
}
