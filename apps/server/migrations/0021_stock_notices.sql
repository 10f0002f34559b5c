-- The stock held in Redis in front of PostgreSQL (ADR 0050): a change of a product's stock, availability or colours
-- tells every process, at commit (never after a rollback), to forget what Redis holds of that product, so that its
-- next order reads it afresh. The one writer that keeps Redis in step itself, an order's reservation taken through
-- the gate, says so with the transaction's setting 'lumi.stock_gated' and sends none. The trigger's argument names
-- the row's column that holds the product's id.
CREATE OR REPLACE FUNCTION lumi_notify_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  IF coalesce(current_setting('lumi.stock_gated', true), '') <> 'on' THEN
    PERFORM pg_notify('lumi_changes', 'stock:' || (changed ->> TG_ARGV[0]));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_stock_changed" AFTER UPDATE OF "stock", "enable", "expiry" OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION lumi_notify_stock('id');
--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_variants" FOR EACH ROW EXECUTE FUNCTION lumi_notify_stock('product_id');
