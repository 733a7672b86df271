ALTER TABLE "facilities" ADD COLUMN "instant_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cancel_reason_check" CHECK ("reservations"."cancel_reason" is null or "reservations"."cancel_reason" in ('hold_expired'));