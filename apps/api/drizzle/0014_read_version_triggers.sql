-- The `facilities` read version: raised in the same transaction as any change to what the
-- public facility list and detail show (the facility, its photos, city and district names,
-- the owner's name),
-- so the API's answer cache and ETags (modules/facilities/public-cache.ts) never serve a
-- change late, in any API process. Statement-level: one raise per statement, not per row.
INSERT INTO "read_versions" ("scope", "version") VALUES ('facilities', 1)
  ON CONFLICT ("scope") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "raise_facilities_read_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "read_versions" SET "version" = "version" + 1 WHERE "scope" = 'facilities';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "facilities_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facilities"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_facilities_read_version"();
--> statement-breakpoint
CREATE TRIGGER "facility_images_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facility_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_facilities_read_version"();
--> statement-breakpoint
CREATE TRIGGER "cities_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_facilities_read_version"();
--> statement-breakpoint
CREATE TRIGGER "districts_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "districts"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_facilities_read_version"();
--> statement-breakpoint
CREATE TRIGGER "users_name_read_version" AFTER UPDATE OF "first_name", "last_name" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "raise_facilities_read_version"();
