-- The list order with the id (deep pages read off the index alone) and the public city and
-- price filters with their counts (index-only scans). `pnpm bench:facilities` measures them.
DROP INDEX "facilities_listing_idx";--> statement-breakpoint
CREATE INDEX "facilities_public_city_price_idx" ON "facilities" USING btree ("city_id","price_per_hour","rating") WHERE "facilities"."deleted_at" is null and "facilities"."status" = 'active';--> statement-breakpoint
CREATE INDEX "facilities_listing_idx" ON "facilities" USING btree ("status","rating" DESC NULLS LAST,"name","id") WHERE "facilities"."deleted_at" is null;