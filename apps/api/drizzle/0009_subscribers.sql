CREATE TABLE "subscriber_exceptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriber_exceptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_id" integer NOT NULL,
	"exception_date" date NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"facility_id" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" varchar(11) NOT NULL,
	"contact_email" text,
	"day_of_week" smallint NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"day_offset" smallint DEFAULT 0 NOT NULL,
	"duration_hours" smallint NOT NULL,
	"notes" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_day_of_week_check" CHECK ("subscribers"."day_of_week" between 1 and 7),
	CONSTRAINT "subscribers_day_offset_check" CHECK ("subscribers"."day_offset" in (0, 1)),
	CONSTRAINT "subscribers_duration_check" CHECK ("subscribers"."duration_hours" between 1 and 23),
	CONSTRAINT "subscribers_status_check" CHECK ("subscribers"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "subscriber_exceptions" ADD CONSTRAINT "subscriber_exceptions_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriber_exceptions_subscriber_id_date_key" ON "subscriber_exceptions" USING btree ("subscriber_id","exception_date");--> statement-breakpoint
CREATE INDEX "subscribers_facility_id_idx" ON "subscribers" USING btree ("facility_id","day_of_week");--> statement-breakpoint
-- The occurrences of a facility's active subscribers that overlap [p_from, p_to): one per
-- business date of the subscriber's weekday (day_of_week 1 Monday .. 7 Sunday, Istanbul
-- dates), except its exception dates. An occurrence starts day_offset days after its business
-- date at start_time, Istanbul wall clock, and lasts duration_hours (it may run past midnight).
-- It starts at most one day after its business date and lasts under a day, so the business
-- dates from two days before p_from's date to p_to's date cover every overlap.
CREATE FUNCTION "subscriber_periods"(p_facility_id integer, p_from timestamptz, p_to timestamptz)
RETURNS TABLE (subscriber_id integer, business_date date, starts_at timestamptz, ends_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT o.subscriber_id, o.business_date, o.starts_at, o.ends_at
  FROM (
    SELECT s.id AS subscriber_id,
      days.d AS business_date,
      ((days.d + s.day_offset) + s.start_time::time) AT TIME ZONE 'Europe/Istanbul' AS starts_at,
      ((days.d + s.day_offset) + s.start_time::time) AT TIME ZONE 'Europe/Istanbul'
        + s.duration_hours * interval '1 hour' AS ends_at
    FROM "subscribers" s
    CROSS JOIN LATERAL (
      SELECT (p_from AT TIME ZONE 'Europe/Istanbul')::date - 2 + k AS d
      FROM generate_series(
        0,
        (p_to AT TIME ZONE 'Europe/Istanbul')::date - (p_from AT TIME ZONE 'Europe/Istanbul')::date + 2
      ) AS k
    ) AS days
    WHERE s.facility_id = p_facility_id
      AND s.status = 'active'
      AND extract(isodow FROM days.d) = s.day_of_week
      AND NOT EXISTS (
        SELECT 1 FROM "subscriber_exceptions" e
        WHERE e.subscriber_id = s.id AND e.exception_date = days.d
      )
  ) o
  WHERE o.starts_at < p_to AND o.ends_at > p_from
$$;
--> statement-breakpoint
-- A booking (not cancelled) may not take an active subscriber's hours. The trigger takes the
-- facility's advisory lock, the one every booking insert and every subscriber write takes
-- first, and then reads the subscribers with a fresh snapshot: a subscriber committed while
-- the booking waited for the lock is seen, so a booking and a subscriber for the same hour
-- never both succeed, across API processes. The violation reads as an exclusion violation
-- (SQLSTATE 23P01) named reservations_subscriber_hours; the API answers 409 as for a taken slot.
CREATE FUNCTION "reservations_subscriber_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'cancelled' THEN
    PERFORM pg_advisory_xact_lock(hashtext('reservations'), NEW.facility_id);
    IF EXISTS (SELECT 1 FROM subscriber_periods(NEW.facility_id, NEW.starts_at, NEW.ends_at)) THEN
      RAISE EXCEPTION 'the hours of reservation % belong to an active subscriber', NEW.reservation_number
        USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'reservations_subscriber_hours';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reservations_subscriber_hours" BEFORE INSERT ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "reservations_subscriber_hours"();
