ALTER TABLE "facility_images" ADD COLUMN "card_url" text;--> statement-breakpoint
ALTER TABLE "facility_images" ADD COLUMN "storage_keys" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "facility_images_one_main_key" ON "facility_images" USING btree ("facility_id") WHERE "facility_images"."is_main";