/**
 * Drizzle table definitions. Every table lives here (or is re-exported from here) so
 * `drizzle-kit generate` sees it and the typed client knows it. Migrations are generated
 * from this file into ../../drizzle; hand-written SQL (extensions, exclusion constraints)
 * goes into custom migrations (`drizzle-kit generate --custom`).
 *
 * drizzle-kit loads this file on its own, so it imports nothing from the workspace; the
 * role list is checked against the contract's in src/modules/users/repo.ts.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const roleValues = ["user", "facility_owner", "admin"] as const;

/**
 * Accounts. E-mail and user name are unique case-insensitively (e-mails are stored
 * lower-cased, user names as typed); the phone is 10 digits without the leading 0. A number
 * belongs to an account only once verified: it is unique among VERIFIED numbers
 * (`users_verified_phone_key`, partial), while any number of accounts may hold it unverified
 * as a claim (verifying it drops the others' claims, `modules/codes`). `password_hash` is null
 * for Google-only accounts. Every password change or reset bumps `token_version`, which kills
 * the tokens signed before. `email_verified_at` is set once someone proved control of the
 * address (Google said so: an account made by Google sign-in, or a Google identity linked while
 * signed in); a password registration leaves it null, and only an account with a verified
 * e-mail may be linked to a Google identity by that e-mail (the e-mail never changes after
 * registration, so the mark stays true).
 */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    userName: text("user_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: varchar("phone_number", { length: 10 }),
    passwordHash: text("password_hash"),
    googleSubject: text("google_subject"),
    emailVerifiedAt: timestamptz("email_verified_at"),
    role: text("role", { enum: roleValues }).notNull().default("user"),
    isPhoneVerified: boolean("is_phone_verified").notNull().default(false),
    tokenVersion: integer("token_version").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_user_name_lower_key").on(sql`lower(${t.userName})`),
    uniqueIndex("users_verified_phone_key")
      .on(t.phoneNumber)
      .where(sql`${t.isPhoneVerified}`),
    index("users_phone_number_idx").on(t.phoneNumber),
    uniqueIndex("users_google_subject_key").on(t.googleSubject),
    check("users_role_check", sql`${t.role} in ('user', 'facility_owner', 'admin')`),
    check("users_phone_number_check", sql`${t.phoneNumber} ~ '^[1-9][0-9]{9}$'`),
  ],
);

/** An account as read from `users` (the guards put it on the request). */
export type UserRow = typeof users.$inferSelect;

export const codePurposes = ["phone_verification", "password_reset", "login"] as const;

/**
 * One-time codes sent by SMS. Only a keyed hash of the code is stored. A code is live while
 * `consumed_at` and `verified_at` are null, `expires_at` is ahead and `attempts` is below the
 * limit. A reset code, once verified, holds the keyed hash of the reset token handed to the
 * client (`reset_token_hash`): only that token, within 10 minutes of `verified_at` and while
 * `consumed_at` is null, may set the account's password.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    purpose: text("purpose", { enum: codePurposes }).notNull(),
    phone: varchar("phone", { length: 10 }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    verifiedAt: timestamptz("verified_at"),
    consumedAt: timestamptz("consumed_at"),
    resetTokenHash: text("reset_token_hash"),
  },
  (t) => [
    index("one_time_codes_purpose_phone_idx").on(t.purpose, t.phone, t.createdAt),
    uniqueIndex("one_time_codes_reset_token_hash_key").on(t.resetTokenHash),
    index("one_time_codes_created_at_idx").on(t.createdAt),
    check(
      "one_time_codes_purpose_check",
      sql`${t.purpose} in ('phone_verification', 'password_reset', 'login')`,
    ),
  ],
);

/**
 * Every code request (also for unknown phones, so the answers cannot tell them apart): the
 * resend and hourly limits count these rows. Rows older than an hour are pruned.
 */
export const codeRequests = pgTable(
  "code_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    purpose: text("purpose", { enum: codePurposes }).notNull(),
    phone: varchar("phone", { length: 10 }).notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamptz("created_at").notNull(),
  },
  (t) => [
    index("code_requests_phone_idx").on(t.phone, t.createdAt),
    index("code_requests_ip_idx").on(t.ip, t.createdAt),
    index("code_requests_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Failed logins (and wrong current passwords) by identifier and by IP: the login throttle
 * counts these rows. A successful login deletes its identifier's rows; old rows are pruned.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    identifier: text("identifier").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamptz("created_at").notNull(),
  },
  (t) => [
    index("login_failures_identifier_idx").on(t.identifier, t.createdAt),
    index("login_failures_ip_idx").on(t.ip, t.createdAt),
    index("login_failures_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Failed logins per account over a fixed 24-hour window (NIST SP 800-63B's cap, see
 * `modules/auth/login-throttle.ts`): one row per throttle key `user:<id>`, counting from the
 * window's first failure. A successful sign-in or a password reset deletes it; rows whose
 * window ended are pruned when a failure is recorded.
 */
export const accountLoginFailures = pgTable(
  "account_login_failures",
  {
    identifier: text("identifier").primaryKey(),
    failures: integer("failures").notNull(),
    windowStartedAt: timestamptz("window_started_at").notNull(),
  },
  (t) => [index("account_login_failures_window_idx").on(t.windowStartedAt)],
);

/**
 * Session tokens ended before their expiry (`POST /auth/logout`), by their `jti`, kept until
 * the token would have expired anyway; the guard's account read refuses them. Expired rows are
 * pruned on each sign-out.
 */
export const revokedTokens = pgTable(
  "revoked_tokens",
  {
    jti: text("jti").primaryKey(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("revoked_tokens_expires_at_idx").on(t.expiresAt)],
);

/**
 * The 81 provinces; the id is the licence-plate code (34 İstanbul). `sort_order` is the
 * position in the Turkish alphabet (Intl.Collator "tr"), computed by the seed, so lists
 * read Bursa, Çanakkale … Isparta, İstanbul.
 */
export const cities = pgTable(
  "cities",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [uniqueIndex("cities_slug_key").on(t.slug), index("cities_sort_order_idx").on(t.sortOrder)],
);

/** The 973 districts; the slug is unique within the city (several cities share names). */
export const districts = pgTable(
  "districts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    uniqueIndex("districts_city_id_slug_key").on(t.cityId, t.slug),
    index("districts_city_id_sort_order_idx").on(t.cityId, t.sortOrder),
    index("districts_slug_idx").on(t.slug),
  ],
);

export const facilityStatusValues = ["active", "inactive", "pending"] as const;

/** One working day as stored: the open start hours (see the contract's workingHoursSchema). */
export type StoredWorkingDay = { day: string; isOpen: boolean; hours: string[] };

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });

/**
 * Pitches. `search_text` is foldTurkish(name + " " + address + " " + district name), kept by
 * the repo on every write (it needs the district's name, so it cannot be a generated column)
 * and searched with ILIKE through a pg_trgm GIN index. `deleted_at` set = soft-deleted.
 */
export const facilities = pgTable(
  "facilities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    address: text("address").notNull(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id),
    phone: varchar("phone", { length: 11 }),
    email: text("email"),
    website: text("website"),
    workingHours: jsonb("working_hours").$type<StoredWorkingDay[]>().notNull(),
    pricePerHour: money("price_per_hour").notNull(),
    weekendPricePerHour: money("weekend_price_per_hour"),
    depositAmount: money("deposit_amount"),
    fieldType: text("field_type").notNull(),
    fieldSize: text("field_size").notNull(),
    amenities: jsonb("amenities").$type<string[]>().notNull().default([]),
    /** 'Anında onay': on-site bookings are confirmed at once instead of waiting for the owner. */
    instantConfirmation: boolean("instant_confirmation").notNull().default(false),
    status: text("status", { enum: facilityStatusValues }).notNull().default("active"),
    rating: numeric("rating", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    searchText: text("search_text").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    deletedAt: timestamptz("deleted_at"),
  },
  (t) => [
    index("facilities_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // The list order (rating, name, id) with the id in it, so a deep page is read off the
    // index alone instead of sorting every visible row.
    index("facilities_listing_idx")
      .on(t.status, t.rating.desc().nullsLast(), t.name, t.id)
      .where(sql`${t.deletedAt} is null`),
    // City and price filters and their counts, on the public rows only (index-only scans).
    index("facilities_public_city_price_idx")
      .on(t.cityId, t.pricePerHour, t.rating)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'active'`),
    index("facilities_city_id_idx").on(t.cityId),
    index("facilities_district_id_idx").on(t.districtId),
    index("facilities_owner_id_idx").on(t.ownerId),
    check("facilities_status_check", sql`${t.status} in ('active', 'inactive', 'pending')`),
    check("facilities_price_check", sql`${t.pricePerHour} > 0`),
    check(
      "facilities_weekend_price_check",
      sql`${t.weekendPricePerHour} is null or ${t.weekendPricePerHour} > 0`,
    ),
    check("facilities_deposit_check", sql`${t.depositAmount} is null or ${t.depositAmount} >= 0`),
    check("facilities_rating_check", sql`${t.rating} between 0 and 5`),
  ],
);

export const pitchStatusValues = ["active", "maintenance"] as const;

/**
 * A facility's pitches (sahalar), the unit a reservation and a subscriber hold. Prices null:
 * the facility's. `maintenance` takes no new bookings. Every facility has at least one (the
 * migration 0021 gave each existing facility "Saha 1"; a new facility gets it on create). The
 * unique (id, facility_id) lets reservations and subscribers reference the pair, so a row can
 * never hold another facility's pitch.
 */
export const pitches = pgTable(
  "pitches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facilities.id),
    name: text("name").notNull(),
    playersPerSide: smallint("players_per_side").notNull(),
    indoor: boolean("indoor").notNull().default(false),
    pricePerHour: money("price_per_hour"),
    weekendPricePerHour: money("weekend_price_per_hour"),
    status: text("status", { enum: pitchStatusValues }).notNull().default("active"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    /** Set = removed by the owner: it takes nothing new, its past reservations still name it. */
    deletedAt: timestamptz("deleted_at"),
  },
  (t) => [
    uniqueIndex("pitches_id_facility_id_key").on(t.id, t.facilityId),
    index("pitches_facility_id_sort_order_idx").on(t.facilityId, t.sortOrder),
    check("pitches_players_per_side_check", sql`${t.playersPerSide} between 5 and 11`),
    check("pitches_status_check", sql`${t.status} in ('active', 'maintenance')`),
    check("pitches_price_check", sql`${t.pricePerHour} is null or ${t.pricePerHour} > 0`),
    check(
      "pitches_weekend_price_check",
      sql`${t.weekendPricePerHour} is null or ${t.weekendPricePerHour} > 0`,
    ),
  ],
);

/**
 * Up to 5 images per facility (checked by the write routes with the facility row locked),
 * exactly one `is_main`: the partial unique index allows at most one, the routes keep one.
 * Uploaded images have a card-sized copy and the storage keys of both files; the shipped
 * demo images have neither.
 */
export const facilityImages = pgTable(
  "facility_images",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facilities.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    cardUrl: text("card_url"),
    storageKeys: jsonb("storage_keys").$type<string[]>(),
    isMain: boolean("is_main").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("facility_images_facility_id_idx").on(t.facilityId, t.position),
    uniqueIndex("facility_images_one_main_key")
      .on(t.facilityId)
      .where(sql`${t.isMain}`),
  ],
);

/**
 * A user's favourite facilities: one row per (user, facility). `POST /favorites` toggles the
 * row; lists read newest first.
 */
export const favorites = pgTable(
  "favorites",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facilities.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("favorites_user_id_facility_id_key").on(t.userId, t.facilityId),
    index("favorites_user_id_created_at_idx").on(t.userId, t.createdAt.desc()),
  ],
);

export const reservationStatusValues = ["pending", "confirmed", "completed", "cancelled"] as const;
export const paymentStatusValues = ["unpaid", "partially_paid", "paid"] as const;
export const paymentMethodValues = ["creditCard", "onsite"] as const;
export const cancelReasonValues = ["hold_expired"] as const;

/**
 * Bookings of one-hour slots. `starts_at`/`ends_at` are the real instants; `date` and
 * `start_time` are the same start as an Istanbul calendar date and wall-clock hour, kept for
 * reading and filtering. A slot past midnight (a Monday-night 01:00) has Tuesday's date.
 *
 * Double booking is impossible: the exclusion constraint `reservations_no_overlap` (migration
 * 0005, per pitch since 0021) on (pitch_id, tstzrange(starts_at, ends_at)) for every row that is
 * not cancelled, so the database decides races, across any number of API processes. The same
 * hour on two pitches of one facility is fine.
 *
 * `user_id` is the booking user; null for an owner's manual booking (`created_by_id` is who
 * wrote the row either way). Amounts are fixed at booking time by the server.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reservationNumber: varchar("reservation_number", { length: 16 }).notNull(),
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facilities.id),
    /**
     * The pitch held; the foreign key (pitch_id, facility_id) keeps it the facility's own. An
     * insert without one sends null and the trigger `reservations_subscriber_hours` (migration
     * 0021) picks the free active pitch of the lowest sort order after the facility's lock.
     */
    pitchId: integer("pitch_id")
      .notNull()
      .$defaultFn(() => sql`null`),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    date: text("date").notNull(),
    startTime: varchar("start_time", { length: 5 }).notNull(),
    endTime: varchar("end_time", { length: 5 }).notNull(),
    startsAt: timestamptz("starts_at").notNull(),
    endsAt: timestamptz("ends_at").notNull(),
    fieldSize: text("field_size").notNull(),
    status: text("status", { enum: reservationStatusValues }).notNull().default("pending"),
    paymentStatus: text("payment_status", { enum: paymentStatusValues }).notNull().default("unpaid"),
    paymentMethod: text("payment_method", { enum: paymentMethodValues }).notNull().default("creditCard"),
    totalPrice: money("total_price").notNull(),
    depositAmount: money("deposit_amount").notNull().default(0),
    paidAmount: money("paid_amount").notNull().default(0),
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email"),
    contactPhone: varchar("contact_phone", { length: 11 }).notNull(),
    notes: text("notes"),
    isManualByOwner: boolean("is_manual_by_owner").notNull().default(false),
    /** An unpaid card booking holds its hour until then; the expiry job cancels it after. */
    holdExpiresAt: timestamptz("hold_expires_at"),
    /** Why the system cancelled it (`hold_expired`); null for people's cancellations. */
    cancelReason: text("cancel_reason", { enum: cancelReasonValues }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    confirmedAt: timestamptz("confirmed_at"),
    cancelledAt: timestamptz("cancelled_at"),
    completedAt: timestamptz("completed_at"),
  },
  (t) => [
    uniqueIndex("reservations_reservation_number_key").on(t.reservationNumber),
    index("reservations_facility_id_starts_at_idx").on(t.facilityId, t.startsAt),
    index("reservations_user_id_starts_at_idx").on(t.userId, t.startsAt.desc()),
    index("reservations_pitch_id_starts_at_idx").on(t.pitchId, t.startsAt),
    foreignKey({
      name: "reservations_pitch_id_facility_id_fk",
      columns: [t.pitchId, t.facilityId],
      foreignColumns: [pitches.id, pitches.facilityId],
    }),
    // Reservations waiting for the owner's answer (the dashboard's count and list, the
    // 'Bekleyen' tab): a small slice of the table, read without scanning the rest.
    index("reservations_pending_facility_id_starts_at_idx")
      .on(t.facilityId, t.startsAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      "reservations_status_check",
      sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled')`,
    ),
    check(
      "reservations_payment_status_check",
      sql`${t.paymentStatus} in ('unpaid', 'partially_paid', 'paid')`,
    ),
    check("reservations_payment_method_check", sql`${t.paymentMethod} in ('creditCard', 'onsite')`),
    check(
      "reservations_cancel_reason_check",
      sql`${t.cancelReason} is null or ${t.cancelReason} in ('hold_expired')`,
    ),
    check("reservations_date_check", sql`${t.date} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check("reservations_slot_check", sql`${t.endsAt} > ${t.startsAt}`),
    check(
      "reservations_amounts_check",
      sql`${t.totalPrice} >= 0 and ${t.depositAmount} >= 0 and ${t.paidAmount} >= 0`,
    ),
  ],
);

export const paymentProviderValues = ["stripe", "test"] as const;
export const paymentIntentStatusValues = ["requires_payment", "succeeded", "failed", "canceled"] as const;

/**
 * Payment intents, one row per intent at the provider (Stripe or the local test provider).
 * At most one open (`requires_payment`) intent per reservation: a partial unique index.
 * `refunded_amount` grows with each refund of this payment.
 */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id),
    provider: text("provider", { enum: paymentProviderValues }).notNull(),
    intentId: text("intent_id").notNull(),
    clientSecret: text("client_secret").notNull(),
    amount: money("amount").notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("try"),
    status: text("status", { enum: paymentIntentStatusValues }).notNull().default("requires_payment"),
    refundedAmount: money("refunded_amount").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    succeededAt: timestamptz("succeeded_at"),
  },
  (t) => [
    uniqueIndex("payments_intent_id_key").on(t.intentId),
    uniqueIndex("payments_one_open_intent_key")
      .on(t.reservationId)
      .where(sql`${t.status} = 'requires_payment'`),
    index("payments_reservation_id_idx").on(t.reservationId),
    check("payments_amount_check", sql`${t.amount} > 0 and ${t.refundedAmount} >= 0`),
  ],
);

/** Refunds sent to the provider; the provider's refund id is unique. */
export const refunds = pgTable(
  "refunds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id),
    providerRefundId: text("provider_refund_id").notNull(),
    amount: money("amount").notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("refunds_provider_refund_id_key").on(t.providerRefundId),
    index("refunds_payment_id_idx").on(t.paymentId),
  ],
);

/**
 * Provider events already handled (webhooks and the test provider's events). The primary key
 * makes a replayed event a no-op: the handler inserts the id first, in the same transaction
 * as its effect.
 */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  intentId: text("intent_id"),
  receivedAt: timestamptz("received_at").notNull().defaultNow(),
});

/**
 * The jobs queue (outbox) of `src/jobs`: side effects that must follow a commit (refunds,
 * later notifications, push, hold expiry, reminders). A job is inserted in the same
 * transaction as the change that owes it; pollers in every API process claim due jobs with
 * `FOR UPDATE SKIP LOCKED` and lease them (`locked_until`), so a job runs in one process at a
 * time and a process killed mid-job gives it back when the lease runs out. A failure moves
 * `run_at` later (exponential backoff); a job that succeeds is deleted; one that used up its
 * attempts stays as `dead` with its last error. `key` names a job so it is not queued twice
 * while pending (unique among pending jobs of a kind).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    key: text("key"),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["pending", "dead"] })
      .notNull()
      .default("pending"),
    runAt: timestamptz("run_at").notNull(),
    lockedUntil: timestamptz("locked_until"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamptz("created_at").notNull(),
    updatedAt: timestamptz("updated_at").notNull(),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex("jobs_pending_key")
      .on(t.kind, t.key)
      .where(sql`${t.status} = 'pending'`),
    check("jobs_status_check", sql`${t.status} in ('pending', 'dead')`),
  ],
);

export const subscriberStatusValues = ["active", "inactive"] as const;

/**
 * Weekly regulars ("abone"): the same team on the same business day (`day_of_week`, 1 Monday
 * .. 7 Sunday) and hours every week. `start_time`/`end_time` are what the owner chose;
 * `day_offset` (1 when the first hour is past midnight of the business day) and
 * `duration_hours` place them on the calendar, so the database can compute every
 * occurrence itself (`subscriber_periods`, migration 0009) without the facility's working hours.
 * An active subscriber blocks its occurrences except on its exception dates: the trigger
 * `reservations_subscriber_hours` (migration 0009) refuses a booking there.
 */
export const subscribers = pgTable(
  "subscribers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facilities.id),
    /** The pitch the subscriber holds every week (the facility's own, by the foreign key). */
    pitchId: integer("pitch_id").notNull(),
    contactName: text("contact_name").notNull(),
    contactPhone: varchar("contact_phone", { length: 11 }).notNull(),
    contactEmail: text("contact_email"),
    dayOfWeek: smallint("day_of_week").notNull(),
    startTime: varchar("start_time", { length: 5 }).notNull(),
    endTime: varchar("end_time", { length: 5 }).notNull(),
    dayOffset: smallint("day_offset").notNull().default(0),
    durationHours: smallint("duration_hours").notNull(),
    notes: text("notes"),
    status: text("status", { enum: subscriberStatusValues }).notNull().default("active"),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("subscribers_facility_id_idx").on(t.facilityId, t.dayOfWeek),
    foreignKey({
      name: "subscribers_pitch_id_facility_id_fk",
      columns: [t.pitchId, t.facilityId],
      foreignColumns: [pitches.id, pitches.facilityId],
    }),
    check("subscribers_day_of_week_check", sql`${t.dayOfWeek} between 1 and 7`),
    check("subscribers_day_offset_check", sql`${t.dayOffset} in (0, 1)`),
    check("subscribers_duration_check", sql`${t.durationHours} between 1 and 23`),
    check("subscribers_status_check", sql`${t.status} in ('active', 'inactive')`),
  ],
);

/**
 * The business dates a subscriber does not come: its hours are free for bookings then.
 * One per subscriber and date (the unique index turns a second one into a 409).
 */
export const subscriberExceptions = pgTable(
  "subscriber_exceptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    exceptionDate: date("exception_date", { mode: "string" }).notNull(),
    isAvailable: boolean("is_available").notNull().default(true),
    notes: text("notes"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("subscriber_exceptions_subscriber_id_date_key").on(t.subscriberId, t.exceptionDate)],
);

/**
 * Request counters of the per-IP rate limits (@fastify/rate-limit with the PostgreSQL store,
 * `plugins/rate-limit.ts`), shared by every API process: one row per key and fixed window;
 * `expires_at` ends the window, the next hit after it starts a new one.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("rate_limits_expires_at_idx").on(t.expiresAt)],
);

/**
 * A counter per public read (`facilities`: the list and detail pages) that triggers raise in
 * the same transaction as any change to what that read shows (migration
 * 0014_read_version_triggers). The API's answer cache and ETags are keyed by it, so a change
 * is seen at once by every API process.
 */
export const readVersions = pgTable("read_versions", {
  scope: text("scope").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

export const notificationKindValues = [
  "reservation_created",
  "reservation_confirmed",
  "reservation_cancelled",
  "reservation_completed",
  "payment_received",
  "refund_issued",
  "hold_released",
  "reservation_reminder",
  "login_attempts",
  "phone_claim_dropped",
] as const;

/**
 * What a user is told (`modules/notifications`), written in the transaction of the event that
 * causes it. `dedupe_key` (unique when set) makes a job that writes one safe to run twice
 * (the reminder: `reminder-<reservation id>`). `link` is the app path a click opens.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: notificationKindValues }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    reservationId: integer("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    dedupeKey: text("dedupe_key"),
    isRead: boolean("is_read").notNull().default(false),
    sentAt: timestamptz("sent_at").notNull(),
  },
  (t) => [
    index("notifications_user_newest_idx").on(t.userId, t.sentAt.desc(), t.id.desc()),
    index("notifications_user_unread_idx")
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
    uniqueIndex("notifications_dedupe_key").on(t.dedupeKey),
  ],
);

export const deviceTypeValues = ["web"] as const;

/**
 * Push registrations (FCM tokens). A token belongs to one user at a time: the same browser
 * signing in as someone else moves it. Dropped when FCM reports it invalid.
 */
export const deviceTokens = pgTable(
  "device_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    deviceType: text("device_type", { enum: deviceTypeValues }).notNull().default("web"),
    createdAt: timestamptz("created_at").notNull(),
    updatedAt: timestamptz("updated_at").notNull(),
  },
  (t) => [uniqueIndex("device_tokens_token_key").on(t.token), index("device_tokens_user_idx").on(t.userId)],
);

/**
 * Secrets one deployment generates for itself and every API process must share. Today one row:
 * `jwt`, the token key made on the first start on a PostgreSQL server when JWT_SECRET is unset
 * (`config/shared-secret.ts`), so processes with different data folders on one database sign
 * and check tokens and one-time codes with the same key.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});
