-- Decision 14: a product has at most one active promotion at any moment. The period and the active flag are
-- copied onto each promotion item so that this constraint can see them; two active items of one product whose
-- closed periods overlap are refused by the database, whatever the concurrency.
ALTER TABLE "promotion_items" ADD CONSTRAINT "promotion_items_one_active_per_product"
  EXCLUDE USING gist ("product_id" WITH =, tstzrange("starts_at", "ends_at", '[]') WITH &&)
  WHERE ("is_active");--> statement-breakpoint
-- Vietnamese search without diacritics (decision 13): an immutable folding function (unaccent itself is only
-- stable, so it cannot back an index or a generated value). 'Kem chống nắng' → 'kem chong nang'.
CREATE OR REPLACE FUNCTION lumi_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, input)) $$;
