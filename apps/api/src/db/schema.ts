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
