CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "districts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facilities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"phone" varchar(11),
	"email" text,
	"website" text,
	"working_hours" jsonb NOT NULL,
	"price_per_hour" numeric(10, 2) NOT NULL,
	"weekend_price_per_hour" numeric(10, 2),
	"deposit_amount" numeric(10, 2),
	"field_type" text NOT NULL,
	"field_size" text NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "facilities_status_check" CHECK ("facilities"."status" in ('active', 'inactive', 'pending')),
	CONSTRAINT "facilities_price_check" CHECK ("facilities"."price_per_hour" > 0),
	CONSTRAINT "facilities_weekend_price_check" CHECK ("facilities"."weekend_price_per_hour" is null or "facilities"."weekend_price_per_hour" > 0),
	CONSTRAINT "facilities_deposit_check" CHECK ("facilities"."deposit_amount" is null or "facilities"."deposit_amount" >= 0),
	CONSTRAINT "facilities_rating_check" CHECK ("facilities"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "facility_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"facility_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_images" ADD CONSTRAINT "facility_images_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_slug_key" ON "cities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cities_sort_order_idx" ON "cities" USING btree ("sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "districts_city_id_slug_key" ON "districts" USING btree ("city_id","slug");--> statement-breakpoint
CREATE INDEX "districts_city_id_sort_order_idx" ON "districts" USING btree ("city_id","sort_order");--> statement-breakpoint
CREATE INDEX "districts_slug_idx" ON "districts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "facilities_search_text_trgm_idx" ON "facilities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "facilities_listing_idx" ON "facilities" USING btree ("status","rating" DESC NULLS LAST,"name") WHERE "facilities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "facilities_city_id_idx" ON "facilities" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "facilities_district_id_idx" ON "facilities" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "facilities_owner_id_idx" ON "facilities" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "facility_images_facility_id_idx" ON "facility_images" USING btree ("facility_id","position");