import { addDays } from "@halisaha/data/contract";
import { subscriptionEntry, type CalendarEntrySource } from "../reservations/calendar";
import { subscriberPeriods } from "./repo";

/**
 * The weekly calendar's subscriber blocks: one virtual entry per occurrence of each active
 * subscriber in the week, none on its exception dates (`subscriber_periods`, the same SQL the
 * booking trigger and the slot list read, so the calendar shows exactly what blocks bookings).
 */
export const subscriberEntries: CalendarEntrySource = async ({ db }, week) => {
  const periods = await subscriberPeriods(db, week.facility.id, week.from, week.to);
  const wanted = new Set(week.days);
  return periods
    .filter(({ pitch }) => week.pitchId === undefined || pitch.id === week.pitchId)
    .map(({ subscriber, pitch, businessDate }) =>
      subscriptionEntry(week.facility, {
        subscriberId: subscriber.id,
        pitch,
        contactName: subscriber.contactName,
        contactPhone: subscriber.contactPhone,
        contactEmail: subscriber.contactEmail,
        notes: subscriber.notes,
        date: addDays(businessDate, subscriber.dayOffset),
        startTime: subscriber.startTime,
        endTime: subscriber.endTime,
        createdAt: subscriber.createdAt,
        updatedAt: subscriber.updatedAt,
      }),
    )
    .filter((entry) => wanted.has(entry.day));
};
