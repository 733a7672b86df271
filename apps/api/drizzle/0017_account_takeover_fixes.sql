ALTER TABLE "one_time_codes" ADD COLUMN "reset_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_reset_token_hash_key" ON "one_time_codes" USING btree ("reset_token_hash");--> statement-breakpoint
-- Accounts already linked to Google proved their e-mail through Google.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "google_subject" IS NOT NULL;
