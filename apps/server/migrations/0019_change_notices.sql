-- Read caches are dropped by the database's own notice of a committed change (ADR 0048): each table a cached read
-- depends on says, once per statement, that it changed; PostgreSQL delivers the notice only at commit, once per
-- table and transaction, never after a rollback. Every process listens on 'lumi_changes' (db/changes.ts).
CREATE OR REPLACE FUNCTION lumi_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lumi_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "admins_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "admins" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "clinics_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clinics" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "doctors_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doctors" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "bookings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bookings" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "booking_events_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_events" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "booking_reviews_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_reviews" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "brands_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "product_variants_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_variants" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "promotions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "promotion_items_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotion_items" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "orders_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "order_lines_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_lines" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "order_events_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_events" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "reviews_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "routines_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "routines" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "routine_items_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "routine_items" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
--> statement-breakpoint
CREATE TRIGGER "contacts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contacts" FOR EACH STATEMENT EXECUTE FUNCTION lumi_notify_change();
