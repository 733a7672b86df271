import { randomInt } from "node:crypto";
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  canTransition,
  depositFor,
  facilityMessages,
  findSlot,
  foldSearch,
  istanbulToday,
  pickFreePitch,
  pitchMessages,
  pitchPriceForDate,
  priceForDate,
  reservationMessages as m,
  slotInstants,
  slotsOfDay,
  statusAfter,
  totalPagesOf,
  type CreateReservationInput,
  type ListData,
  type Reservation,
  type ReservationAction,
  type ReservationActor,
  type ReservationStatusCount,
  type ReservationTimesData,
  type OwnerDashboard,
  type OwnerFacilityOptions,
  OWNER_FACILITY_OPTIONS_LIMIT,
  type WeeklyCalendarData,
  type WeeklyCalendarQuery,
  type WorkingHours,
  type facilityReservationListQuerySchema,
  type ownerReservationListQuerySchema,
  type userReservationListQuerySchema,
} from "@halisaha/data/contract";
import type { z } from "zod";
import { isTransientConflict, violatedExclusionConstraint, violatedUniqueConstraint } from "../../db/errors";
import { conflict, forbidden, notFound, validationFailed } from "../../http/errors";
import type { Db } from "../../db/client";
import type { ModuleDeps } from "../../deps";
import { notifyReservation, type ReservationEvent } from "../notifications/notify";
import { queueReminder } from "../notifications/reminder-job";
import { queueRefund, refundJob, refundJobKey } from "../payments/refund-job";
import type { UserRow } from "../users/repo";
import { calendarDays, calendarWeek, reservationEntries, type CalendarEntrySource } from "./calendar";
import { queueHoldExpiry } from "./hold-job";
import { ownerDashboard } from "./dashboard-repo";
import { toReservation } from "./present";
import {
  changeStatus,
  countByStatus,
  facilityOwnerOf,
  findBookingFacility,
  findFacilityWithHeldPeriods,
  ownerFacilityOptions,
  findReservation,
  insertReservation,
  listReservations,
  repriceReservation,
  type BookingFacility,
  type BookingPitch,
  type HeldPeriod,
  type NewReservation,
  type ReservationFilters,
  type ReservationRow,
  type ReservationListingRow,
} from "./repo";

type UserListQuery = z.output<typeof userReservationListQuerySchema>;
type FacilityListQuery = z.output<typeof facilityReservationListQuerySchema>;
type OwnerListQuery = z.output<typeof ownerReservationListQuerySchema>;

/** `HS-` + 6 characters without look-alikes (no 0/O, 1/I/L): about 887 million numbers. */
const NUMBER_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const NUMBER_LENGTH = 6;
export const RESERVATION_NUMBER_PATTERN = new RegExp(`^HS-[${NUMBER_ALPHABET}]{${NUMBER_LENGTH}}$`);

export function newReservationNumber(): string {
  let suffix = "";
  for (let i = 0; i < NUMBER_LENGTH; i += 1) suffix += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `HS-${suffix}`;
}

/** Tries of the INSERT: a repeated reservation number or a deadlock PostgreSQL broke is tried again. */
const MAX_INSERT_ATTEMPTS = 5;
const NO_OVERLAP_CONSTRAINT = "reservations_no_overlap";
/** The trigger that refuses an active subscriber's hours (migration 0009), reported as 23P01. */
const SUBSCRIBER_HOURS_TRIGGER = "reservations_subscriber_hours";
/** The same trigger when a booking without a pitch finds every active pitch held (migration 0021). */
const NO_FREE_PITCH = "reservations_no_free_pitch";
const NUMBER_UNIQUE_INDEX = "reservations_reservation_number_key";
const DAY_MS = 24 * 60 * 60 * 1000;

/** The active pitches among `pitches` that nothing holds in `[startsAt, endsAt)`, in their order. */
function freePitches(
  pitches: readonly BookingPitch[],
  held: readonly HeldPeriod[],
  startsAt: Date,
  endsAt: Date,
): BookingPitch[] {
  return pitches.filter(
    (pitch) =>
      pitch.status === "active" &&
      !held.some((h) => h.pitchId === pitch.id && h.startsAt < endsAt && h.endsAt > startsAt),
  );
}

/** The cheapest price of an hour on calendar `date` among `pitches` (the facility's when none). */
function cheapestPrice(facility: BookingFacility, pitches: readonly BookingPitch[], date: string): number {
  const prices = pitches.map((pitch) => pitchPriceForDate(pitch, facility, date).price);
  return prices.length > 0 ? Math.min(...prices) : priceForDate(facility, date).price;
}

/** An admin, or the facility's owner (as a facility owner: a demoted account manages nothing). */
function manages(caller: UserRow | undefined, ownerId: number): boolean {
  if (!caller) return false;
  return caller.role === "admin" || (caller.role === "facility_owner" && caller.id === ownerId);
}

/** As the facility list: active and not deleted; its owner and admins also see it inactive or pending. */
function visibleTo(viewer: UserRow | undefined, facility: BookingFacility): boolean {
  if (facility.deletedAt !== null) return false;
  return facility.status === "active" || manages(viewer, facility.ownerId);
}

/** A 400 naming one field, with that field's text as the answer's message (the booking toast shows it). */
function invalidField(field: string, message: string) {
  return validationFailed([{ field, message }], message);
}

function slotTaken() {
  return conflict(m.slotTaken, { errors: [{ field: "startTime", message: m.slotTaken }] });
}

const refusal: Record<ReservationAction, string> = {
  confirm: m.cannotConfirm,
  cancel: m.cannotCancel,
  complete: m.cannotComplete,
};

/** What the other side is told about an owner's or a player's action. */
function actionEvent(action: ReservationAction, actor: ReservationActor): ReservationEvent {
  if (action === "confirm") return { kind: "reservation_confirmed" };
  if (action === "complete") return { kind: "reservation_completed" };
  return { kind: "reservation_cancelled", by: actor === "user" ? "user" : "owner" };
}

export type ReservationsDeps = Pick<ModuleDeps, "db" | "clock" | "config" | "jobs"> & {
  /** Other modules' blocks on the weekly calendar, after the reservations' own. @default [] */
  calendarSources?: readonly CalendarEntrySource[];
};

export function createReservationsService({
  db,
  clock,
  config,
  jobs,
  calendarSources = [],
}: ReservationsDeps) {
  const entrySources = [reservationEntries, ...calendarSources];
  /** 404 'Tesis bulunamadı.' unless the caller manages the facility (deleted ones included: history stays). */
  async function assertManages(caller: UserRow, facilityId: number): Promise<void> {
    const ownerId = await facilityOwnerOf(db, facilityId);
    if (ownerId === undefined || !manages(caller, ownerId)) throw notFound(facilityMessages.notFound);
  }

  /** The reservation if the caller is its user, manages its facility, or is an admin; else 404. */
  async function readable(caller: UserRow, id: number): Promise<ReservationListingRow> {
    const row = await findReservation(db, id);
    if (!row || !(row.reservation.userId === caller.id || manages(caller, row.facility.ownerId)))
      throw notFound(m.notFound);
    return row;
  }

  async function page(
    filters: ReservationFilters,
    search: string | undefined,
    order: "latest" | "soonest",
    paging: { limit: number; offset: number },
  ): Promise<ListData<Reservation>> {
    const words = foldSearch(search ?? "")
      .split(" ")
      .filter((word) => word !== "");
    const { rows, count } = await listReservations(db, filters, words, order, paging);
    return { items: rows.map(toReservation), count, totalPages: totalPagesOf(count, paging.limit) };
  }

  /**
   * Inserts the reservation and runs `alongside` (its notification, its reminder; it answers the
   * row as it stands after) in the same transaction; a repeated number or a broken deadlock tries
   * the whole transaction again.
   */
  async function insertWithNumber(
    values: Omit<NewReservation, "reservationNumber">,
    alongside: (tx: Db, row: ReservationRow) => Promise<ReservationRow>,
  ) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction(async (tx) => {
          const row = await insertReservation(tx, { ...values, reservationNumber: newReservationNumber() });
          return alongside(tx, row);
        });
      } catch (error) {
        const excluded = violatedExclusionConstraint(error);
        if (
          excluded === NO_OVERLAP_CONSTRAINT ||
          excluded === SUBSCRIBER_HOURS_TRIGGER ||
          excluded === NO_FREE_PITCH
        ) {
          throw slotTaken();
        }
        const again = violatedUniqueConstraint(error) === NUMBER_UNIQUE_INDEX || isTransientConflict(error);
        if (!again || attempt >= MAX_INSERT_ATTEMPTS) throw error;
      }
    }
  }

  return {
    /**
     * Business day `date`'s open hours. An hour is free (`status: true`) unless a reservation
     * that is not cancelled or an active subscriber (except on its exception dates) holds it, it has started (Istanbul time) or it lies beyond the
     * booking horizon.
     */
    async times(
      viewer: UserRow | undefined,
      facilityId: number,
      date: string,
      pitchId?: number,
    ): Promise<ReservationTimesData> {
      // Business day `date`'s hours lie within its date and the next (hours past midnight).
      const from = slotInstants({ date, startTime: "00:00" }).startsAt;
      const found = await findFacilityWithHeldPeriods(
        db,
        facilityId,
        from,
        new Date(from.getTime() + 2 * DAY_MS),
      );
      if (!found || !visibleTo(viewer, found.facility)) throw notFound(facilityMessages.notFound);
      const { facility, held } = found;
      const asked = pitchId === undefined ? undefined : found.pitches.find((pitch) => pitch.id === pitchId);
      if (
        pitchId !== undefined &&
        (!asked || (asked.status !== "active" && !manages(viewer, facility.ownerId)))
      ) {
        throw notFound(pitchMessages.notFound);
      }
      const pitches = asked ? [asked] : found.pitches;
      const active = pitches.filter((pitch) => pitch.status === "active");
      const now = clock.now();
      const lastDate = addDays(istanbulToday(now), BOOKING_HORIZON_DAYS);
      const { price, isWeekendPrice } = asked
        ? pitchPriceForDate(asked, facility, date)
        : priceForDate(facility, date);
      return {
        date,
        price,
        isWeekendPrice,
        depositAmount: depositFor(facility, price),
        items: slotsOfDay(facility.workingHours as WorkingHours, date).map((slot) => {
          const { startsAt, endsAt } = slotInstants(slot);
          const isPast = startsAt.getTime() <= now.getTime();
          const bookable = !isPast && slot.date <= lastDate;
          const free = bookable ? freePitches(pitches, held, startsAt, endsAt) : [];
          return {
            time: slot.time,
            status: free.length > 0,
            date: slot.date,
            startTime: slot.startTime,
            endTime: slot.endTime,
            isPast,
            price: cheapestPrice(facility, free.length > 0 ? free : asked ? [asked] : active, slot.date),
            freePitchIds: free.map((pitch) => pitch.id),
          };
        }),
      };
    },

    /**
     * Books one hour. The server sets the end, the price and the deposit; the database's
     * exclusion constraint decides between racing bookings (409 for the loser). A user needs a
     * verified phone and an hour that has not started; the facility's owner (or an admin) may
     * record a manual booking with its own status, also for an hour of today that has started.
     * A user's card booking is `pending` with a hold (`RESERVATION_HOLD_MINUTES`, never past the
     * start): paying within it confirms it, the expiry job queued with it releases it unpaid.
     * An on-site booking is `pending` until the owner answers, or `confirmed` at once when the
     * facility has 'Anında onay'.
     */
    async create(caller: UserRow, input: CreateReservationInput): Promise<Reservation> {
      const manual = input.isManualByOwner;
      if (!manual && !caller.isPhoneVerified) throw forbidden(m.phoneNotVerified);

      // The hour's instants follow from the body alone (calendar date + start hour), so whether
      // it is already held comes back with the facility, in the same round trip.
      const { startsAt, endsAt } = slotInstants(input);
      const found = await findFacilityWithHeldPeriods(db, input.facilityId, startsAt, endsAt);
      if (!found || !visibleTo(caller, found.facility)) throw notFound(facilityMessages.notFound);
      const { facility, held } = found;
      if (manual && !manages(caller, facility.ownerId)) throw forbidden();
      if (facility.status !== "active") throw conflict(m.facilityNotBookable);

      const now = clock.now();
      const today = istanbulToday(now);
      if (input.date < today) throw invalidField("date", m.datePast);
      if (input.date > addDays(today, BOOKING_HORIZON_DAYS)) throw invalidField("date", m.dateTooFar);
      const slot = findSlot(facility.workingHours as WorkingHours, input.date, input.startTime);
      if (!slot) throw invalidField("startTime", m.slotClosed);
      const started = startsAt.getTime() <= now.getTime();
      if (started && !manual) throw invalidField("startTime", m.slotPast);

      // A player's card booking holds the hour until it is paid (paying confirms it); an on-site
      // one waits for the owner unless the facility confirms at once ('Anında onay').
      const cardHold = !manual && input.paymentMethod === "creditCard";
      const status = manual
        ? (input.status ?? "confirmed")
        : !cardHold && facility.instantConfirmation
          ? "confirmed"
          : "pending";
      if (status === "cancelled") throw invalidField("status", m.invalidStatus);
      if (status === "completed" && !started) throw invalidField("status", m.cannotComplete);

      // The asked pitch must be the facility's (not deleted) and open; without one the database
      // picks the free active pitch of the lowest sort order (the trigger, after the lock).
      const asked =
        input.pitchId === undefined ? undefined : found.pitches.find((p) => p.id === input.pitchId);
      if (input.pitchId !== undefined && !asked) throw notFound(pitchMessages.notFound);
      if (asked && asked.status !== "active") throw conflict(pitchMessages.inMaintenance);

      // Held already (committed): the obvious loser is answered without queueing for the insert.
      // A free answer here books nothing; the exclusion constraint decides at the insert.
      const free = freePitches(asked ? [asked] : found.pitches, held, startsAt, endsAt);
      const expected = pickFreePitch(
        free,
        free.map((p) => p.id),
      );
      if (!expected) throw slotTaken();

      const priceOn = (pitch: BookingPitch) => pitchPriceForDate(pitch, facility, slot.date).price;
      const price = priceOn(expected);
      // The hold never outlasts the hour's start (then it could not be paid anyway).
      const holdEnds = Math.min(now.getTime() + config.reservationHoldSeconds * 1000, startsAt.getTime());
      const reservation = await insertWithNumber(
        {
          facilityId: facility.id,
          ...(asked ? { pitchId: asked.id } : {}),
          userId: manual ? null : caller.id,
          createdById: caller.id,
          date: slot.date,
          startTime: slot.startTime,
          endTime: slot.endTime,
          startsAt,
          endsAt,
          fieldSize: facility.fieldSize,
          status,
          paymentStatus: manual ? (input.paymentStatus ?? "unpaid") : "unpaid",
          paymentMethod: input.paymentMethod,
          totalPrice: price,
          depositAmount: depositFor(facility, price),
          paidAmount: 0,
          contactName: input.contactName,
          contactEmail: input.contactEmail ?? null,
          contactPhone: input.contactPhone,
          notes: input.notes ?? null,
          isManualByOwner: manual,
          holdExpiresAt: cardHold ? new Date(holdEnds) : null,
          createdAt: now,
          updatedAt: now,
          confirmedAt: status === "confirmed" ? now : null,
          completedAt: status === "completed" ? now : null,
        },
        async (tx, inserted) => {
          // Another booking took the expected pitch meanwhile and the database chose the next
          // free one: the price is that pitch's.
          const chosen = found.pitches.find((p) => p.id === inserted.pitchId);
          const row =
            chosen && priceOn(chosen) !== price
              ? await repriceReservation(tx, inserted.id, {
                  totalPrice: priceOn(chosen),
                  depositAmount: depositFor(facility, priceOn(chosen)),
                })
              : inserted;
          // The owner hears about a player's booking; the player gets a reminder before the match.
          await notifyReservation(tx, row.id, { kind: "reservation_created" }, { now });
          if (!manual) await queueReminder(tx, row, { now });
          // A card hold commits with the job that releases it unpaid.
          if (row.holdExpiresAt) await queueHoldExpiry(tx, row.id, { now, expiresAt: row.holdExpiresAt });
          return row;
        },
      );
      const pitch = found.pitches.find((p) => p.id === reservation.pitchId) ?? expected;
      return toReservation({
        reservation,
        facility,
        pitch: { id: pitch.id, name: pitch.name },
        user: manual ? null : caller,
      });
    },

    /** One reservation: its user, the facility's owner or an admin; anyone else gets 404. */
    async get(caller: UserRow, id: number): Promise<Reservation> {
      return toReservation(await readable(caller, id));
    },

    /**
     * confirm / cancel / complete by the rules of `canTransition` (409 otherwise): the
     * facility's owner and admins act as the owner, the booking user as the user. A cancel
     * queues the refund job in the same transaction (so a crash cannot lose it) and runs it
     * right after the commit: the answer shows the money back when the provider answered. If it
     * did not, the cancel still stands (200, `paidAmount` still > 0), the job retries with
     * backoff, and cancelling the cancelled reservation again runs it at once.
     */
    async act(caller: UserRow, id: number, action: ReservationAction): Promise<Reservation> {
      const row = await readable(caller, id);
      const { reservation } = row;
      const actor: ReservationActor = manages(caller, row.facility.ownerId) ? "owner" : "user";
      // Confirming and completing are the owner's: the booking user asking is a 403, not a 409.
      if (actor === "user" && action !== "cancel") throw forbidden(m.ownerActionOnly);

      const now = clock.now();
      const refundPending =
        action === "cancel" && reservation.status === "cancelled" && reservation.paidAmount > 0;
      if (refundPending) {
        await queueRefund(db, id, "reservation_cancelled", { now });
      } else {
        if (!canTransition(actor, action, reservation, now)) throw conflict(refusal[action]);
        const changed = await db.transaction(async (tx) => {
          const updated = await changeStatus(tx, id, reservation.status, statusAfter[action], now);
          if (!updated) return updated;
          if (action === "cancel") await queueRefund(tx, id, "reservation_cancelled", { now });
          await notifyReservation(tx, id, actionEvent(action, actor), { now });
          return updated;
        });
        if (!changed) throw conflict(refusal[action]);
        if (action !== "cancel") return toReservation({ ...row, reservation: changed });
      }
      await jobs.runNow(refundJob.kind, refundJobKey({ reservationId: id }));
      return toReservation(await readable(caller, id));
    },

    /** The caller's own bookings, latest start first. */
    async listOfUser(caller: UserRow, query: UserListQuery): Promise<ListData<Reservation>> {
      const { status, limit, offset } = query;
      return page({ userId: caller.id, status }, undefined, "latest", { limit, offset });
    },

    /** One facility's bookings, soonest start first: its owner or an admin, else 404. */
    async listOfFacility(
      caller: UserRow,
      facilityId: number,
      query: FacilityListQuery,
    ): Promise<ListData<Reservation>> {
      await assertManages(caller, facilityId);
      const { status, search, limit, offset } = query;
      return page({ facilityId, status }, search, "soonest", { limit, offset });
    },

    async statusCount(caller: UserRow, facilityId: number): Promise<ReservationStatusCount> {
      await assertManages(caller, facilityId);
      return countByStatus(db, facilityId);
    },

    /**
     * The facility's week for its owner (or an admin; anyone else 404): every entry source's
     * blocks of business days `startDate`..`endDate`, by start, and each day's open hours.
     */
    async weeklyCalendar(caller: UserRow, query: WeeklyCalendarQuery): Promise<WeeklyCalendarData> {
      const facility = await findBookingFacility(db, query.facilityId);
      if (!facility || !manages(caller, facility.ownerId)) throw notFound(facilityMessages.notFound);
      const week = calendarWeek(facility, query.startDate, query.endDate, query.pitchId);
      const entries = await Promise.all(entrySources.map((source) => source({ db }, week)));
      return {
        items: entries
          .flat()
          .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.key.localeCompare(b.key)),
        facility: { id: facility.id, name: facility.name },
        startDate: query.startDate,
        endDate: query.endDate,
        days: calendarDays(facility, week.days),
      };
    },

    /** The facilities the owner's screens choose from: the caller's (an admin's: all) not deleted, by name. */
    async facilityOptions(caller: UserRow): Promise<OwnerFacilityOptions> {
      const ownerId = caller.role === "admin" ? undefined : caller.id;
      return ownerFacilityOptions(db, ownerId, OWNER_FACILITY_OPTIONS_LIMIT);
    },

    /**
     * The owner's dashboard in one answer: today's, this week's and this month's figures
     * (Istanbul time, computed in SQL), today's reservations, the next ones and those waiting
     * for an answer, over the caller's facilities that are not deleted (an admin's: all).
     */
    async dashboard(caller: UserRow): Promise<OwnerDashboard> {
      const ownerId = caller.role === "admin" ? undefined : caller.id;
      const { lists, ...figures } = await ownerDashboard(db, ownerId, clock.now());
      return {
        ...figures,
        todayReservations: lists.today.map(toReservation),
        upcoming: lists.upcoming.map(toReservation),
        pending: lists.pending.map(toReservation),
      };
    },

    /** Bookings across the caller's facilities (an admin's: every facility), soonest start first. */
    async listOfOwner(caller: UserRow, query: OwnerListQuery): Promise<ListData<Reservation>> {
      const { startDate, endDate, status, facilityId, limit, offset } = query;
      if (facilityId !== undefined) await assertManages(caller, facilityId);
      return page(
        {
          ownerId: caller.role === "admin" ? undefined : caller.id,
          facilityId,
          status,
          fromDate: startDate,
          toDate: endDate,
        },
        undefined,
        "soonest",
        { limit, offset },
      );
    },
  };
}
