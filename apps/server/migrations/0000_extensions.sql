-- Extensions Lumi relies on (architecture.md): unaccent + pg_trgm for Vietnamese search without diacritics,
-- btree_gist for the exclusion constraint that forbids overlapping bookings of one doctor.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
