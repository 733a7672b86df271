-- Two reservations that are not cancelled can never hold the same facility at overlapping
-- times. The database decides races (also across API processes); the API maps the
-- violation (SQLSTATE 23P01) to 409. btree_gist comes from 0000_extensions.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist ("facility_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" <> 'cancelled');
