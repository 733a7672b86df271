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
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const roleValues = ["user", "facility_owner", "admin"] as const;

/**
 * Accounts. E-mail and user name are unique case-insensitively (e-mails are stored
 * lower-cased, user names as typed); the phone is 10 digits without the leading 0, unique
 * when set. `password_hash` is null for Google-only accounts. Every password change or reset
 * bumps `token_version`, which kills the tokens signed before.
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
    role: text("role", { enum: roleValues }).notNull().default("user"),
    isPhoneVerified: boolean("is_phone_verified").notNull().default(false),
    tokenVersion: integer("token_version").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_user_name_lower_key").on(sql`lower(${t.userName})`),
    uniqueIndex("users_phone_number_key").on(t.phoneNumber),
    uniqueIndex("users_google_subject_key").on(t.googleSubject),
    check("users_role_check", sql`${t.role} in ('user', 'facility_owner', 'admin')`),
    check("users_phone_number_check", sql`${t.phoneNumber} ~ '^[1-9][0-9]{9}$'`),
  ],
);

export const codePurposes = ["phone_verification", "password_reset"] as const;

/**
 * One-time codes sent by SMS. Only a keyed hash of the code is stored. A code is live while
 * `consumed_at` and `verified_at` are null, `expires_at` is ahead and `attempts` is below the
 * limit. A reset code, once verified, stays as the reset mark until `consumed_at` is set.
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
  },
  (t) => [
    index("one_time_codes_purpose_phone_idx").on(t.purpose, t.phone, t.createdAt),
    index("one_time_codes_created_at_idx").on(t.createdAt),
    check("one_time_codes_purpose_check", sql`${t.purpose} in ('phone_verification', 'password_reset')`),
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
    status: text("status", { enum: facilityStatusValues }).notNull().default("active"),
    rating: numeric("rating", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    searchText: text("search_text").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    deletedAt: timestamptz("deleted_at"),
  },
  (t) => [
    index("facilities_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("facilities_listing_idx")
      .on(t.status, t.rating.desc(), t.name)
      .where(sql`${t.deletedAt} is null`),
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

/** Up to 5 images per facility, exactly one `is_main` (enforced by the image routes). */
export const facilityImages = pgTable(
  "facility_images",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facilities.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    isMain: boolean("is_main").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("facility_images_facility_id_idx").on(t.facilityId, t.position)],
);
