import {
  addDays,
  istanbulToday,
  mondayOf,
  parseYmd,
  reservationMessages as m,
  slotInstants,
  useCreateManualReservation,
  useWeeklyCalendar,
  type WeeklyCalendarItem,
} from "@halisaha/data";
import {
  Button,
  CalendarEntryDialog,
  ManualReservationDialog,
  UiLink,
  WeekGrid,
  type ManualReservationField,
  type ManualReservationSlot,
  type ManualReservationValues,
  type WeekGridCell,
  type WeekGridDay,
  type WeekGridEntry,
} from "@halisaha/ui";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { notify } from "../../shared/toasts";
import { FacilityGate, FacilitySelect, useFacilityChoice } from "./facility-choice";
import { fieldErrorsOf, formErrorOf } from "../../shared/server-errors";
import { ownerTexts } from "./messages";
import { ownerActions, rowData } from "./row-data";
import { useNowOf } from "./use-now-of";
import { useOwnerAction } from "./use-owner-action";

/** The `?week=` of the calendar: any date of the week to show (its Monday is used). */
const WEEK_PARAM = "week";

const manualFields: readonly ManualReservationField[] = [
  "contactName",
  "contactPhone",
  "contactEmail",
  "notes",
];

/**
 * /owner/calendar ('Haftalık Rezervasyon Takvimi'): the chosen facility's week (Monday first,
 * `?week=` keeps it), previous / next week and refresh. A free open hour opens the manual
 * booking (price and deposit of that hour, as the server charges them); a block says the hour
 * is taken and opens its detail with the actions the contract allows and a link to the list.
 */
export function CalendarScreen() {
  const choice = useFacilityChoice();
  const [params, setParams] = useSearchParams();
  const today = istanbulToday();
  const asked = params.get(WEEK_PARAM);
  const monday = mondayOf(asked && parseYmd(asked) ? asked : today);
  const request = choice.chosen
    ? { facilityId: choice.chosen.id, startDate: monday, endDate: addDays(monday, 6) }
    : null;
  const calendar = useWeeklyCalendar(request);
  // "Now" for the past hours: taken again whenever the week is (re)loaded.
  const now = useNowOf(calendar.data);
  const [cell, setCell] = useState<ManualReservationSlot | null>(null);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const create = useCreateManualReservation();
  const action = useOwnerAction();

  const items = calendar.data?.items ?? [];
  const openItem: WeeklyCalendarItem | null = items.find((item) => item.key === openKey) ?? null;

  const days: WeekGridDay[] = (calendar.data?.days ?? []).map((day) => ({
    date: day.date,
    slots: day.slots.map((slot) => ({
      ...slot,
      isPast: slotInstants(slot).startsAt.getTime() <= now.getTime(),
    })),
  }));
  const entries: WeekGridEntry[] = items.map((item) => ({
    key: item.key,
    day: item.day,
    date: item.date,
    startTime: item.startTime,
    endTime: item.endTime,
    status: item.status,
    isSubscription: item.isSubscription,
    title: item.contactName,
  }));

  const showWeek = (date: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(WEEK_PARAM, date);
      return next;
    });

  const openCell = (clicked: WeekGridCell) => {
    if (!choice.chosen) {
      notify.warning(m.selectFacilityFirst);
      return;
    }
    const slot = calendar.data?.days
      .find((d) => d.date === clicked.day)
      ?.slots.find((s) => s.date === clicked.date && s.startTime === clicked.startTime);
    if (!slot) return;
    create.reset();
    setCell({ facilityName: choice.chosen.name, ...slot });
  };

  const openEntry = (clicked: WeekGridEntry) => {
    notify.info(m.slotOccupied);
    setOpenKey(clicked.key);
  };

  const submit = async (values: ManualReservationValues) => {
    if (!choice.chosen || !cell) return;
    create.reset();
    const created = await create.trigger(
      {
        facilityId: choice.chosen.id,
        date: cell.date,
        startTime: cell.startTime,
        paymentMethod: "onsite",
        contactName: values.contactName,
        contactPhone: values.contactPhone,
        contactEmail: values.contactEmail,
        notes: values.notes,
        paymentStatus: values.paymentStatus,
        status: "confirmed",
      },
      { throwOnError: false },
    );
    if (!created) return;
    notify.success(created.message);
    setCell(null);
  };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 className="text-xl font-bold text-foreground">{ownerTexts.calendarTitle}</h2>
        <Button asChild variant="outline" size="sm">
          <UiLink href={paths.owner.subscribers.href()}>{ownerTexts.subscribers}</UiLink>
        </Button>
      </div>
      {choice.facilities.data && choice.items.length > 0 ? <FacilitySelect choice={choice} /> : null}
      <FacilityGate choice={choice} loadFailed={m.calendarFacilitiesFailed} />
      {choice.chosen ? (
        <WeekGrid
          days={
            days.length > 0
              ? days
              : Array.from({ length: 7 }, (_, i) => ({ date: addDays(monday, i), slots: [] }))
          }
          entries={entries}
          today={today}
          loading={!calendar.data && !calendar.error}
          error={calendar.error && !calendar.data ? m.calendarLoadFailed : undefined}
          onRetry={() => void calendar.mutate()}
          refreshing={calendar.isValidating && calendar.data !== undefined}
          onRefresh={() => void calendar.mutate()}
          onWeekChange={showWeek}
          onEmptyCellClick={openCell}
          onReservationClick={openEntry}
        />
      ) : null}
      <ManualReservationDialog
        open={cell !== null}
        onOpenChange={(open) => {
          if (!open) setCell(null);
        }}
        slot={cell}
        onSubmit={(values) => void submit(values)}
        submitting={create.isMutating}
        error={create.error ? formErrorOf(create.error, m.createFailed, manualFields) : null}
        fieldErrors={fieldErrorsOf(create.error, manualFields)}
        requiredMessage={m.manualNamePhoneRequired}
        defaultNotes={m.manualNote}
      />
      <CalendarEntryDialog
        open={openItem !== null}
        onOpenChange={(open) => {
          if (!open) setOpenKey(null);
        }}
        entry={openItem ? rowData(openItem) : null}
        allowed={openItem && !openItem.isSubscription ? ownerActions(openItem, now) : {}}
        onAction={(name) => {
          if (openItem?.id) action.request({ id: openItem.id, paidAmount: openItem.paidAmount }, name);
        }}
        pendingAction={openItem?.id ? action.pending(openItem.id) : null}
        detailHref={openItem?.id ? paths.owner.reservations.href(openItem.id) : undefined}
        subscribersHref={paths.owner.subscribers.href()}
      />
      {action.dialog}
    </div>
  );
}
