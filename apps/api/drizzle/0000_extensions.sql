-- btree_gist: exclusion constraints mixing "=" and range overlap (no double booking).
-- pg_trgm: fast, accent-insensitive facility search by name and address.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
