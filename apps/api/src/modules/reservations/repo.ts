import type { ReservationStatus, ReservationStatusCount } from "@halisaha/data/contract";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { facilities, pitches, reservations, users } from "../../db/schema";

export type ReservationRow = typeof reservations.$inferSelect;
/** `pitchId` absent: the database picks the free active pitch of the lowest sort order. */
export type NewReservation = typeof reservations.$inferInsert;

/** What the booking rules read of a facility (deleted ones too: the service decides). */
export type BookingFacility = Pick<
  typeof facilities.$inferSelect,
  | "id"
  | "ownerId"
  | "name"
  | "address"
  | "phone"
  | "status"
  | "deletedAt"
  | "workingHours"
  | "pricePerHour"
  | "weekendPricePerHour"
  | "depositAmount"
  | "fieldSize"
  | "instantConfirmation"
>;

/** The facility and booking-user parts a reservation answer shows. */
export type ReservationFacility = Pick<BookingFacility, "id" | "ownerId" | "name" | "address" | "phone">;
export type ReservationUser = Pick<
  typeof users.$inferSelect,
  "firstName" | "lastName" | "phoneNumber" | "email"
>;

/** The pitch a reservation answer names. */
export type ReservationPitch = { id: number; name: string };

/** A reservation with its facility, its pitch and (unless it is an owner's manual booking) its user. */
export type ReservationListingRow = {
  reservation: ReservationRow;
  facility: ReservationFacility;
  pitch: ReservationPitch;
  user: ReservationUser | null;
};

const bookingFacilityColumns = {
  id: facilities.id,
  ownerId: facilities.ownerId,
  name: facilities.name,
  address: facilities.address,
  phone: facilities.phone,
  status: facilities.status,
  deletedAt: facilities.deletedAt,
  workingHours: facilities.workingHours,
  pricePerHour: facilities.pricePerHour,
  weekendPricePerHour: facilities.weekendPricePerHour,
  depositAmount: facilities.depositAmount,
  fieldSize: facilities.fieldSize,
  instantConfirmation: facilities.instantConfirmation,
};

/**
 * A period of a pitch held by a reservation that is not cancelled, or by an occurrence of an
 * active subscriber of that pitch that is not one of its exception dates (`subscriber_periods`,
 * migration 0009).
 */
export type HeldPeriod = { pitchId: number; startsAt: Date; endsAt: Date };

/** A pitch as the booking rules read it (not deleted; maintenance ones too: the rules decide). */
export type BookingPitch = Pick<
  typeof pitches.$inferSelect,
  "id" | "name" | "status" | "sortOrder" | "pricePerHour" | "weekendPricePerHour"
>;

function facilityWithHeldPeriodsQuery(db: Db) {
  return db
    .select({
      facility: bookingFacilityColumns,
      pitches: sql<
        {
          id: number;
          name: string;
          status: BookingPitch["status"];
          sortOrder: number;
          price: string | null;
          weekendPrice: string | null;
        }[]
      >`(
        select coalesce(json_agg(json_build_object(
            'id', p.id, 'name', p.name, 'status', p.status, 'sortOrder', p.sort_order,
            'price', p.price_per_hour::text, 'weekendPrice', p.weekend_price_per_hour::text
          ) order by p.sort_order, p.id), '[]'::json)
        from ${pitches} p
        where p.facility_id = ${sql.placeholder("id")} and p.deleted_at is null
      )`,
      held: sql<{ p: number; s: string; e: string }[]>`(
        select coalesce(json_agg(json_build_object('p', h.pitch_id, 's', h.starts_at, 'e', h.ends_at)), '[]'::json)
        from (
          select r.pitch_id, r.starts_at, r.ends_at
          from ${reservations} r
          where r.facility_id = ${sql.placeholder("id")} and r.status <> 'cancelled'
            and r.starts_at < ${sql.placeholder("to")}::timestamptz
            and r.ends_at > ${sql.placeholder("from")}::timestamptz
          union all
          select s.pitch_id, p.starts_at, p.ends_at
          from subscriber_periods(
            ${sql.placeholder("id")}::int,
            ${sql.placeholder("from")}::timestamptz,
            ${sql.placeholder("to")}::timestamptz
          ) p
          join subscribers s on s.id = p.subscriber_id
        ) h
      )`,
    })
    .from(facilities)
    .where(eq(facilities.id, sql.placeholder("id")))
    .limit(1)
    .prepare("reservations_facility_with_pitches_and_held_periods");
}

/** Prepared once per database client: the SQL is built once and PostgreSQL keeps its plan. */
const preparedFacilityWithHeldPeriods = preparedPerDb(facilityWithHeldPeriodsQuery);

/**
 * The facility, its pitches (not deleted, by sort order) and the periods held on them
 * (reservations not cancelled, active subscribers' hours except their exception dates) that
 * overlap `[from, to)`, in one round trip of a prepared statement, whatever the number of
 * pitches: the slot list is the busiest public read, and a booking reads the same before it
 * inserts.
 */
export async function findFacilityWithHeldPeriods(
  db: Db,
  id: number,
  from: Date,
  to: Date,
): Promise<{ facility: BookingFacility; pitches: BookingPitch[]; held: HeldPeriod[] } | undefined> {
  const [row] = await preparedFacilityWithHeldPeriods(db).execute({
    id,
    from: from.toISOString(),
    to: to.toISOString(),
  });
  if (!row) return undefined;
  const amount = (value: string | null) => (value === null ? null : Number(value));
  return {
    facility: row.facility,
    pitches: row.pitches.map((pitch) => ({
      id: pitch.id,
      name: pitch.name,
      status: pitch.status,
      sortOrder: pitch.sortOrder,
      pricePerHour: amount(pitch.price),
      weekendPricePerHour: amount(pitch.weekendPrice),
    })),
    held: row.held.map((period) => ({
      pitchId: period.p,
      startsAt: new Date(period.s),
      endsAt: new Date(period.e),
    })),
  };
}

/**
 * A pitch's reservation price: `total_price` and `deposit_amount` of a booking whose pitch the
 * database chose differently from the one the price was read for (a race), in its transaction.
 */
export async function repriceReservation(
  db: Db,
  id: number,
  amounts: { totalPrice: number; depositAmount: number },
): Promise<ReservationRow> {
  const [row] = await db.update(reservations).set(amounts).where(eq(reservations.id, id)).returning();
  if (!row) throw new Error(`reservation ${id} vanished inside its own transaction`);
  return row;
}

/** The facility as the booking rules read it (deleted ones too), or undefined. */
export async function findBookingFacility(db: Db, id: number): Promise<BookingFacility | undefined> {
  const [row] = await db
    .select(bookingFacilityColumns)
    .from(facilities)
    .where(eq(facilities.id, id))
    .limit(1);
  return row;
}

/** The facilities of `ownerId` (undefined: every one) that are not deleted, by name: the first `limit`, and how many. */
export async function ownerFacilityOptions(db: Db, ownerId: number | undefined, limit: number) {
  const where = and(
    sql`${facilities.deletedAt} is null`,
    ownerId === undefined ? undefined : eq(facilities.ownerId, ownerId),
  );
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: facilities.id,
        name: facilities.name,
        address: facilities.address,
        status: facilities.status,
      })
      .from(facilities)
      .where(where)
      .orderBy(asc(facilities.name), asc(facilities.id))
      .limit(limit),
    db.select({ n: count() }).from(facilities).where(where),
  ]);
  return { items, count: total?.n ?? 0 };
}

/** The owner of a facility (deleted ones too: their reservation history stays readable). */
export async function facilityOwnerOf(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ ownerId: facilities.ownerId })
    .from(facilities)
    .where(eq(facilities.id, id))
    .limit(1);
  return row?.ownerId;
}

/**
 * Writes the booking in one statement; the exclusion constraint `reservations_no_overlap`
 * refuses a second hold of the slot (SQLSTATE 23P01), the trigger `reservations_subscriber_hours`
 * an active subscriber's hours (23P01 too), the unique index a repeated reservation number
 * (23505). No read decides anything.
 *
 * Before its row exists the statement takes a transaction-scoped advisory lock on the facility
 * (the sub-select that yields the reservation number), held until the statement's implicit
 * transaction commits: inserts for one facility run one after another, in every API process
 * (the lock lives in PostgreSQL). Without it, simultaneous inserts of one slot wait on each
 * other's uncommitted rows inside the constraint check and PostgreSQL breaks the cycles with
 * deadlock errors (measured: 500 simultaneous inserts of one slot over two pools, about 20 %
 * 40P01 and over a minute); with it each insert meets committed rows only and a loser fails at
 * once with 23P01. One statement instead of BEGIN/lock/INSERT/COMMIT saves three round trips.
 */
export async function insertReservation(db: Db, values: NewReservation): Promise<ReservationRow> {
  const [row] = await db
    .insert(reservations)
    .values({
      ...values,
      reservationNumber: sql`(select ${values.reservationNumber}::varchar
        from pg_advisory_xact_lock(hashtext('reservations'), ${values.facilityId}::int))`,
    })
    .returning();
  if (!row) throw new Error("insert into reservations returned no row");
  return row;
}

function listingQuery(db: Db) {
  return db
    .select({
      reservation: reservations,
      facility: {
        id: facilities.id,
        ownerId: facilities.ownerId,
        name: facilities.name,
        address: facilities.address,
        phone: facilities.phone,
      },
      pitch: { id: pitches.id, name: pitches.name },
      user: {
        firstName: users.firstName,
        lastName: users.lastName,
        phoneNumber: users.phoneNumber,
        email: users.email,
      },
    })
    .from(reservations)
    .innerJoin(facilities, eq(facilities.id, reservations.facilityId))
    .innerJoin(pitches, eq(pitches.id, reservations.pitchId))
    .leftJoin(users, eq(users.id, reservations.userId));
}

export async function findReservation(db: Db, id: number): Promise<ReservationListingRow | undefined> {
  const [row] = await listingQuery(db).where(eq(reservations.id, id)).limit(1);
  return row;
}

/** Which reservations a list reads; every given condition must hold. */
export interface ReservationFilters {
  userId?: number;
  facilityId?: number;
  pitchId?: number;
  /** Only facilities of this owner. */
  ownerId?: number;
  status?: ReservationStatus;
  /** Any of these statuses. */
  statuses?: readonly ReservationStatus[];
  /** Leave cancelled reservations out. */
  notCancelled?: boolean;
  /** Only facilities that are not deleted. */
  liveFacilities?: boolean;
  /** The start lies in `[startsFrom, startsBefore)`. */
  startsFrom?: Date;
  startsBefore?: Date;
  /** Istanbul calendar dates of the start, inclusive. */
  fromDate?: string;
  toDate?: string;
  search?: string;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The SQL twin of the contract's `foldTurkish` for the letters that matter in names and
 * e-mails: Turkish letters to ASCII, then lower case (plain ASCII lowering, whatever the
 * database's collation).
 */
function folded(column: SQLWrapper): SQL {
  return sql`lower(translate(${column}, 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu'))`;
}

/**
 * Every word (already folded with `foldSearch`) must appear in the reservation number, the
 * contact name, phone or e-mail.
 */
function searchCondition(words: readonly string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = likeContains(word);
      return or(
        sql`${folded(reservations.reservationNumber)} like ${pattern}`,
        sql`${folded(reservations.contactName)} like ${pattern}`,
        sql`${reservations.contactPhone} like ${pattern}`,
        sql`${folded(sql`coalesce(${reservations.contactEmail}, '')`)} like ${pattern}`,
      );
    }),
  );
}

function filterCondition(filters: ReservationFilters, searchWords: readonly string[]): SQL | undefined {
  return and(
    filters.userId === undefined ? undefined : eq(reservations.userId, filters.userId),
    filters.facilityId === undefined ? undefined : eq(reservations.facilityId, filters.facilityId),
    filters.pitchId === undefined ? undefined : eq(reservations.pitchId, filters.pitchId),
    filters.ownerId === undefined ? undefined : eq(facilities.ownerId, filters.ownerId),
    filters.status === undefined ? undefined : eq(reservations.status, filters.status),
    filters.statuses === undefined ? undefined : inArray(reservations.status, [...filters.statuses]),
    filters.notCancelled ? ne(reservations.status, "cancelled") : undefined,
    filters.liveFacilities ? sql`${facilities.deletedAt} is null` : undefined,
    filters.startsFrom === undefined ? undefined : gte(reservations.startsAt, filters.startsFrom),
    filters.startsBefore === undefined ? undefined : lt(reservations.startsAt, filters.startsBefore),
    filters.fromDate === undefined ? undefined : gte(reservations.date, filters.fromDate),
    filters.toDate === undefined ? undefined : lte(reservations.date, filters.toDate),
    searchCondition(searchWords),
  );
}

/** One page of reservations and how many match; `latest` = latest start first, `soonest` the reverse. */
export async function listReservations(
  db: Db,
  filters: ReservationFilters,
  searchWords: readonly string[],
  order: "latest" | "soonest",
  page: { limit: number; offset: number },
): Promise<{ rows: ReservationListingRow[]; count: number }> {
  const where = filterCondition(filters, searchWords);
  const ordering =
    order === "latest"
      ? [desc(reservations.startsAt), desc(reservations.id)]
      : [asc(reservations.startsAt), asc(reservations.id)];
  const [rows, [total]] = await Promise.all([
    listingQuery(db)
      .where(where)
      .orderBy(...ordering)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(reservations)
      .innerJoin(facilities, eq(facilities.id, reservations.facilityId))
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/**
 * The matching reservations by start, without a count: the first `limit`, or every one when
 * the filters bound the rows already (one facility's week).
 */
export async function allReservations(
  db: Db,
  filters: ReservationFilters,
  limit?: number,
): Promise<ReservationListingRow[]> {
  const query = listingQuery(db)
    .where(filterCondition(filters, []))
    .orderBy(asc(reservations.startsAt), asc(reservations.id));
  return limit === undefined ? query : query.limit(limit);
}

/** How many reservations of the facility are in each status. */
export async function countByStatus(db: Db, facilityId: number): Promise<ReservationStatusCount> {
  const rows = await db
    .select({ status: reservations.status, n: count() })
    .from(reservations)
    .where(eq(reservations.facilityId, facilityId))
    .groupBy(reservations.status);
  const counts: ReservationStatusCount = { total: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0 };
  for (const { status, n } of rows) {
    counts[status] = n;
    counts.total += n;
  }
  return counts;
}

const stampOf = {
  confirmed: "confirmedAt",
  cancelled: "cancelledAt",
  completed: "completedAt",
} as const satisfies Partial<Record<ReservationStatus, keyof ReservationRow>>;

/**
 * Moves the reservation from `from` to `to` only if it is still in `from` (compare and set,
 * one statement): of two racing changes exactly one applies. Undefined when it was not in `from`.
 */
export async function changeStatus(
  db: Db,
  id: number,
  from: ReservationStatus,
  to: ReservationStatus,
  now: Date,
): Promise<ReservationRow | undefined> {
  const [row] = await db
    .update(reservations)
    .set({ status: to, updatedAt: now, ...(to !== "pending" && { [stampOf[to]]: now }) })
    .where(and(eq(reservations.id, id), eq(reservations.status, from)))
    .returning();
  return row;
}

/**
 * Cancels a card booking whose hold ran out unpaid or paid too late (`cancel_reason`
 * `hold_expired`), only while it is still `pending`: one statement, compare and set, so the
 * expiry job and a late payment's webhook release it once. Undefined when it was not pending.
 */
export async function releaseHold(db: Db, id: number, now: Date): Promise<ReservationRow | undefined> {
  const [row] = await db
    .update(reservations)
    .set({ status: "cancelled", cancelReason: "hold_expired", cancelledAt: now, updatedAt: now })
    .where(and(eq(reservations.id, id), eq(reservations.status, "pending")))
    .returning();
  return row;
}
