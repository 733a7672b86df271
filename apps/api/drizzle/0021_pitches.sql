-- Pitches (sahalar): the unit a reservation and a subscriber hold. Every existing facility gets
-- one pitch, "Saha 1", of its own size (field_size '7v7' → 7; anything unreadable → 7) and
-- without own prices (the facility's apply), and its reservations and subscribers move onto it;
-- only then do the new columns become NOT NULL. Works on a database that holds data, on PGlite
-- and PostgreSQL.
CREATE TABLE "pitches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pitches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"facility_id" integer NOT NULL,
	"name" text NOT NULL,
	"players_per_side" smallint NOT NULL,
	"indoor" boolean DEFAULT false NOT NULL,
	"price_per_hour" numeric(10, 2),
	"weekend_price_per_hour" numeric(10, 2),
	"status" text DEFAULT 'active' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pitches_players_per_side_check" CHECK ("pitches"."players_per_side" between 5 and 11),
	CONSTRAINT "pitches_status_check" CHECK ("pitches"."status" in ('active', 'maintenance')),
	CONSTRAINT "pitches_price_check" CHECK ("pitches"."price_per_hour" is null or "pitches"."price_per_hour" > 0),
	CONSTRAINT "pitches_weekend_price_check" CHECK ("pitches"."weekend_price_per_hour" is null or "pitches"."weekend_price_per_hour" > 0)
);
--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pitches_id_facility_id_key" ON "pitches" USING btree ("id","facility_id");--> statement-breakpoint
CREATE INDEX "pitches_facility_id_sort_order_idx" ON "pitches" USING btree ("facility_id","sort_order");--> statement-breakpoint
INSERT INTO "pitches" ("facility_id", "name", "players_per_side", "sort_order")
SELECT f."id", 'Saha 1',
  CASE WHEN f."field_size" ~ '^([5-9]|1[01])v' THEN substring(f."field_size" from '^(\d+)v')::smallint ELSE 7 END,
  0
FROM "facilities" f
ORDER BY f."id";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "pitch_id" integer;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "pitch_id" integer;--> statement-breakpoint
UPDATE "reservations" r SET "pitch_id" = p."id" FROM "pitches" p WHERE p."facility_id" = r."facility_id";--> statement-breakpoint
UPDATE "subscribers" s SET "pitch_id" = p."id" FROM "pitches" p WHERE p."facility_id" = s."facility_id";--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "pitch_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ALTER COLUMN "pitch_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_pitch_id_facility_id_fk" FOREIGN KEY ("pitch_id","facility_id") REFERENCES "public"."pitches"("id","facility_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_pitch_id_facility_id_fk" FOREIGN KEY ("pitch_id","facility_id") REFERENCES "public"."pitches"("id","facility_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_pitch_id_starts_at_idx" ON "reservations" USING btree ("pitch_id","starts_at");--> statement-breakpoint
-- One booking per pitch and hour (was per facility, migration 0005): the same hour on two
-- pitches of one facility is fine.
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_no_overlap";--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist ("pitch_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" <> 'cancelled');--> statement-breakpoint
-- The booking trigger (migration 0009) after the facility's advisory lock:
-- 1. a booking without a pitch (pitch_id null) gets the free active pitch of the lowest
--    sort_order, chosen here, after the lock and with a fresh snapshot, so simultaneous bookings
--    of one hour spread over the pitches instead of failing on the first one; none free reads as
--    an exclusion violation named reservations_no_free_pitch (409, as for a taken slot);
-- 2. an active subscriber's hours on the booking's pitch are refused as before (per pitch now).
CREATE OR REPLACE FUNCTION "reservations_subscriber_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'cancelled' AND NEW.pitch_id IS NULL THEN
    -- A cancelled row holds nothing (bookkeeping imports): the facility's first pitch.
    SELECT p.id INTO NEW.pitch_id FROM pitches p
    WHERE p.facility_id = NEW.facility_id ORDER BY p.deleted_at IS NOT NULL, p.sort_order, p.id LIMIT 1;
  END IF;
  IF NEW.status <> 'cancelled' THEN
    PERFORM pg_advisory_xact_lock(hashtext('reservations'), NEW.facility_id);
    IF NEW.pitch_id IS NULL THEN
      SELECT p.id INTO NEW.pitch_id
      FROM pitches p
      WHERE p.facility_id = NEW.facility_id
        AND p.status = 'active' AND p.deleted_at IS NULL
        AND NOT EXISTS (
          SELECT 1 FROM reservations r
          WHERE r.pitch_id = p.id AND r.status <> 'cancelled'
            AND r.starts_at < NEW.ends_at AND r.ends_at > NEW.starts_at
        )
        AND NOT EXISTS (
          SELECT 1 FROM subscriber_periods(NEW.facility_id, NEW.starts_at, NEW.ends_at) sp
          JOIN subscribers s ON s.id = sp.subscriber_id
          WHERE s.pitch_id = p.id
        )
      ORDER BY p.sort_order, p.id
      LIMIT 1;
      IF NEW.pitch_id IS NULL THEN
        RAISE EXCEPTION 'no free pitch for reservation %', NEW.reservation_number
          USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'reservations_no_free_pitch';
      END IF;
    END IF;
    IF EXISTS (
      SELECT 1 FROM subscriber_periods(NEW.facility_id, NEW.starts_at, NEW.ends_at) sp
      JOIN subscribers s ON s.id = sp.subscriber_id
      WHERE s.pitch_id = NEW.pitch_id
    ) THEN
      RAISE EXCEPTION 'the hours of reservation % belong to an active subscriber', NEW.reservation_number
        USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'reservations_subscriber_hours';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A new facility starts with one pitch, "Saha 1", of its size: every way a facility is written
-- (the owner's form, the demo seed, tests and benchmarks) gets it, so no facility is ever
-- without a pitch. The owner renames it and adds more through /facilities/{id}/pitches.
CREATE FUNCTION "facilities_first_pitch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pitches (facility_id, name, players_per_side, sort_order)
  VALUES (
    NEW.id,
    'Saha 1',
    CASE WHEN NEW.field_size ~ '^([5-9]|1[01])v' THEN substring(NEW.field_size from '^(\d+)v')::smallint ELSE 7 END,
    0
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "facilities_first_pitch" AFTER INSERT ON "facilities"
  FOR EACH ROW EXECUTE FUNCTION "facilities_first_pitch"();
--> statement-breakpoint
-- The pitches show in the public facility list and detail (migration 0014's read version).
CREATE TRIGGER "pitches_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pitches"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_facilities_read_version"();
