import {
  pitchMessages,
  addDays,
  exceptionDateProblem,
  facilityMessages,
  formatDateTr,
  istanbulNowParts,
  istanbulToday,
  isoWeekdayOf,
  placeSubscriberHours,
  subscriberClashMessage,
  subscriberDayName,
  subscriberExceptionMessages as em,
  subscriberMessages as m,
  subscriberOccurrence,
  subscriberSlotLabel,
  weeklyHoursOverlap,
  type CreateSubscriberInput,
  type ListData,
  type Subscriber,
  type SubscriberClash,
  type SubscriberException,
  type SubscriberFields,
  type SubscriberPlacement,
  type WorkingHours,
} from "@halisaha/data/contract";
import type { Db } from "../../db/client";
import type { ModuleDeps } from "../../deps";
import { violatedUniqueConstraint } from "../../db/errors";
import { conflict, notFound, validationFailed } from "../../http/errors";
import type { UserRow } from "../users/repo";

/** 400 on `pitchId` with `message`. */
function invalidPitch(message: string) {
  return validationFailed([{ field: "pitchId", message }], message);
}
import { toSubscriber, toSubscriberException } from "./present";
import {
  deleteException,
  deleteSubscriber,
  dropExceptionsOffDay,
  exceptionsOf,
  findException,
  findFacility,
  findSubscriber,
  futureBookings,
  insertException,
  insertSubscriber,
  listSubscribers,
  lockFacility,
  pitchIdsOf,
  otherActiveSubscribers,
  updateSubscriber,
  type FutureBooking,
  type SubscriberFacility,
  type SubscriberRow,
} from "./repo";

const EXCEPTION_UNIQUE_INDEX = "subscriber_exceptions_subscriber_id_date_key";
/** A clash answer names at most this many; the rest are counted. */
const MAX_NAMED_CLASHES = 10;

/** An admin, or the facility's owner (as a facility owner: a demoted account manages nothing). */
function manages(caller: UserRow, facility: SubscriberFacility): boolean {
  return caller.role === "admin" || (caller.role === "facility_owner" && caller.id === facility.ownerId);
}

/** What a subscriber's weekly hours are compared with: its day, hours and exception dates. */
type WeeklyHours = SubscriberPlacement & {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  exceptionDates: ReadonlySet<string>;
};

/** Whether a future booking overlaps one of the weekly hours' occurrences (not on an exception date). */
function overlapsBooking(hours: WeeklyHours, booking: FutureBooking): boolean {
  const startDate = istanbulNowParts(booking.startsAt).date;
  // An occurrence starts at most a day after its business date and lasts under a day.
  for (const date of [addDays(startDate, -2), addDays(startDate, -1), startDate]) {
    if (isoWeekdayOf(date) !== hours.dayOfWeek || hours.exceptionDates.has(date)) continue;
    const { startsAt, endsAt } = subscriberOccurrence(hours, date);
    if (startsAt < booking.endsAt && endsAt > booking.startsAt) return true;
  }
  return false;
}

function subscriberClash(other: SubscriberRow): SubscriberClash {
  return {
    kind: "subscriber",
    date: null,
    dayName: subscriberDayName(other.dayOfWeek),
    startTime: other.startTime,
    endTime: other.endTime,
    label: `her ${subscriberSlotLabel(other)} (abone: ${other.contactName})`,
  };
}

function bookingClash(booking: FutureBooking): SubscriberClash {
  const dayName = subscriberDayName(isoWeekdayOf(booking.date));
  return {
    kind: "reservation",
    date: booking.date,
    dayName,
    startTime: booking.startTime,
    endTime: booking.endTime,
    label: `${formatDateTr(booking.date)} ${dayName} ${booking.startTime} - ${booking.endTime} (rezervasyon ${booking.reservationNumber})`,
  };
}

function clashConflict(clashes: SubscriberClash[]) {
  const named = clashes.slice(0, MAX_NAMED_CLASHES).map((clash) => clash.label);
  if (clashes.length > named.length) named.push(`ve ${clashes.length - named.length} kayıt daha`);
  const message = subscriberClashMessage(named);
  return conflict(message, { clashes, errors: [{ field: "startTime", message }] });
}

export type SubscribersDeps = Pick<ModuleDeps, "db" | "clock">;

export function createSubscribersService({ db, clock }: SubscribersDeps) {
  /** The facility if the caller manages it; 404 'Tesis bulunamadı.' otherwise (and when deleted). */
  async function managedFacility(caller: UserRow, facilityId: number): Promise<SubscriberFacility> {
    const facility = await findFacility(db, facilityId);
    if (!facility || facility.deletedAt !== null || !manages(caller, facility))
      throw notFound(facilityMessages.notFound);
    return facility;
  }

  /** The subscriber and its facility if the caller manages the facility; 404 otherwise. */
  async function managedSubscriber(
    caller: UserRow,
    id: number,
  ): Promise<{ subscriber: SubscriberRow; facility: SubscriberFacility }> {
    const subscriber = await findSubscriber(db, id);
    const facility = subscriber && (await findFacility(db, subscriber.facilityId));
    if (!subscriber || !facility || facility.deletedAt !== null || !manages(caller, facility))
      throw notFound(m.notFound);
    return { subscriber, facility };
  }

  /** 400 on the hour fields unless every hour is open on that day of the facility. */
  function place(facility: SubscriberFacility, fields: SubscriberFields): SubscriberPlacement {
    const placed = placeSubscriberHours(
      facility.workingHours as WorkingHours,
      fields.dayOfWeek,
      fields.startTime,
      fields.endTime,
    );
    if (!placed.ok)
      throw validationFailed([{ field: placed.field, message: placed.message }], placed.message);
    return placed.placement;
  }

  /**
   * Under the facility's lock (taken by the caller's transaction): 409 naming every other
   * active subscriber and every future pending or confirmed booking of the same pitch the hours
   * overlap (another pitch of the facility may hold the same hours).
   */
  async function assertNoClash(
    tx: Db,
    pitchId: number,
    hours: WeeklyHours,
    selfId: number | undefined,
  ): Promise<void> {
    const [others, bookings] = await Promise.all([
      otherActiveSubscribers(tx, pitchId, selfId),
      futureBookings(tx, pitchId, clock.now()),
    ]);
    const clashes = [
      ...others.filter((other) => weeklyHoursOverlap(hours, other)).map(subscriberClash),
      ...bookings.filter((booking) => overlapsBooking(hours, booking)).map(bookingClash),
    ];
    if (clashes.length > 0) throw clashConflict(clashes);
  }

  /**
   * The pitch a subscriber holds: the asked one (one of the facility's pitches, else 400 on
   * `pitchId`); else the current one (an update); else the facility's only pitch; a facility of
   * several pitches needs the choice (400 'Lütfen bir saha seçin').
   */
  async function chosenPitch(
    tx: Db,
    facilityId: number,
    asked: number | undefined,
    current: number | undefined,
  ): Promise<number> {
    const ids = await pitchIdsOf(tx, facilityId);
    if (asked !== undefined) {
      if (!ids.includes(asked)) throw invalidPitch(pitchMessages.notFound);
      return asked;
    }
    if (current !== undefined) return current;
    if (ids.length !== 1) throw invalidPitch(pitchMessages.pitchRequired);
    return ids[0]!;
  }

  async function present(row: SubscriberRow): Promise<Subscriber> {
    return toSubscriber(row, await exceptionsOf(db, [row.id]));
  }

  function rowValues(fields: SubscriberFields, placement: SubscriberPlacement) {
    return {
      contactName: fields.contactName,
      contactPhone: fields.contactPhone,
      contactEmail: fields.contactEmail ?? null,
      dayOfWeek: fields.dayOfWeek,
      startTime: fields.startTime,
      endTime: fields.endTime,
      dayOffset: placement.dayOffset,
      durationHours: placement.durationHours,
      notes: fields.notes ?? null,
      status: fields.status,
    };
  }

  return {
    /** The facility's subscribers with their exceptions, by day and hour. */
    async list(caller: UserRow, facilityId: number): Promise<ListData<Subscriber>> {
      await managedFacility(caller, facilityId);
      const rows = await listSubscribers(db, facilityId);
      const exceptions = await exceptionsOf(
        db,
        rows.map((row) => row.id),
      );
      const items = rows.map((row) => toSubscriber(row, exceptions));
      return { items, count: items.length, totalPages: items.length > 0 ? 1 : 0 };
    },

    /** A new subscriber; an active one must not clash (409), checked under the facility's lock. */
    async create(caller: UserRow, input: CreateSubscriberInput): Promise<Subscriber> {
      const facility = await managedFacility(caller, input.facilityId);
      const placement = place(facility, input);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        await lockFacility(tx, facility.id);
        const pitchId = await chosenPitch(tx, facility.id, input.pitchId, undefined);
        if (input.status === "active") {
          const hours = { ...input, ...placement, exceptionDates: new Set<string>() };
          await assertNoClash(tx, pitchId, hours, undefined);
        }
        return insertSubscriber(tx, {
          facilityId: facility.id,
          pitchId,
          ...rowValues(input, placement),
          createdById: caller.id,
          createdAt: now,
          updatedAt: now,
        });
      });
      return present(row);
    },

    /**
     * Replaces the subscriber's fields. The result, when active, must not clash (409); a move
     * to another weekday drops the exceptions that no longer fall on its day.
     */
    async update(caller: UserRow, id: number, fields: SubscriberFields): Promise<Subscriber> {
      const { subscriber, facility } = await managedSubscriber(caller, id);
      const placement = place(facility, fields);
      const row = await db.transaction(async (tx) => {
        await lockFacility(tx, facility.id);
        if (fields.dayOfWeek !== subscriber.dayOfWeek) await dropExceptionsOffDay(tx, id, fields.dayOfWeek);
        const pitchId = await chosenPitch(tx, facility.id, fields.pitchId, subscriber.pitchId);
        if (fields.status === "active") {
          const exceptions = await exceptionsOf(tx, [id]);
          const hours = {
            ...fields,
            ...placement,
            exceptionDates: new Set(exceptions.map((e) => e.exceptionDate)),
          };
          await assertNoClash(tx, pitchId, hours, id);
        }
        return updateSubscriber(tx, id, { ...rowValues(fields, placement), pitchId, updatedAt: clock.now() });
      });
      if (!row) throw notFound(m.notFound);
      return present(row);
    },

    /** Deletes the subscriber and its exceptions: its hours are free at once. */
    async remove(caller: UserRow, id: number): Promise<{ id: number }> {
      await managedSubscriber(caller, id);
      if (!(await deleteSubscriber(db, id))) throw notFound(m.notFound);
      return { id };
    },

    async exceptions(caller: UserRow, subscriberId: number): Promise<ListData<SubscriberException>> {
      await managedSubscriber(caller, subscriberId);
      const items = (await exceptionsOf(db, [subscriberId])).map(toSubscriberException);
      return { items, count: items.length, totalPages: items.length > 0 ? 1 : 0 };
    },

    /**
     * A date the subscriber does not come: on its weekday, today or later (Istanbul), once per
     * date (409). Its hours are free for bookings that day at once.
     */
    async addException(
      caller: UserRow,
      input: { subscriberId: number; exceptionDate: string; notes?: string | undefined },
    ): Promise<SubscriberException> {
      const { subscriber } = await managedSubscriber(caller, input.subscriberId);
      const problem = exceptionDateProblem(
        subscriber.dayOfWeek,
        input.exceptionDate,
        istanbulToday(clock.now()),
      );
      if (problem) throw validationFailed([{ field: "exceptionDate", message: problem }], problem);
      const now = clock.now();
      try {
        const row = await insertException(db, {
          subscriberId: subscriber.id,
          exceptionDate: input.exceptionDate,
          notes: input.notes ?? null,
          createdAt: now,
          updatedAt: now,
        });
        return toSubscriberException(row);
      } catch (error) {
        if (violatedUniqueConstraint(error) === EXCEPTION_UNIQUE_INDEX)
          throw conflict(em.duplicate, { errors: [{ field: "exceptionDate", message: em.duplicate }] });
        throw error;
      }
    },

    /**
     * Removes an exception: the subscriber holds that date again. Refused (409) while a
     * pending or confirmed booking has taken the freed hours; checked under the facility's lock.
     */
    async removeException(caller: UserRow, id: number): Promise<{ id: number }> {
      const exception = await findException(db, id);
      const owned =
        exception && (await managedSubscriber(caller, exception.subscriberId).catch(() => undefined));
      if (!exception || !owned) throw notFound(em.notFound);
      const { subscriber, facility } = owned;
      await db.transaction(async (tx) => {
        await lockFacility(tx, facility.id);
        if (subscriber.status === "active") {
          const { startsAt, endsAt } = subscriberOccurrence(subscriber, exception.exceptionDate);
          const bookings = await futureBookings(tx, facility.id, clock.now());
          const taken = bookings.filter((booking) => startsAt < booking.endsAt && endsAt > booking.startsAt);
          if (taken.length > 0) {
            const clashes = taken.map(bookingClash);
            throw conflict(`${em.bookedMeanwhile}: ${clashes.map((c) => c.label).join("; ")}`, { clashes });
          }
        }
        await deleteException(tx, id);
      });
      return { id };
    },
  };
}
