-- Site statistics (ADR 0024): the cost of the goods kept on each line and summed on its order, and the instant an
-- order was delivered (revenue is counted by it).
ALTER TABLE "order_lines" ADD COLUMN "unit_cost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cost_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
-- Orders placed before this change get the product's cost of today (the only one known).
UPDATE "order_lines" l SET "unit_cost" = p."cost" FROM "products" p WHERE p."id" = l."product_id";--> statement-breakpoint
UPDATE "orders" o SET "cost_total" = c."total"
  FROM (SELECT "order_id", sum("unit_cost"::bigint * "quantity")::integer AS "total" FROM "order_lines" GROUP BY "order_id") c
  WHERE c."order_id" = o."id";--> statement-breakpoint
-- A delivered order's delivery instant: its latest move to 'delivered' in the timeline, else its last update.
UPDATE "orders" o SET "delivered_at" = coalesce(
    (SELECT max(e."created_at") FROM "order_events" e WHERE e."order_id" = o."id" AND e."status" = 'delivered'),
    o."updated_at")
  WHERE o."status" = 'delivered';--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_unit_cost_non_negative" CHECK ("order_lines"."unit_cost" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cost_total_non_negative" CHECK ("orders"."cost_total" >= 0);--> statement-breakpoint
CREATE INDEX "orders_delivered_stats_idx" ON "orders" USING btree ("delivered_at","subtotal","cost_total","payment_status") WHERE "orders"."status" = 'delivered';--> statement-breakpoint
CREATE INDEX "orders_created_stats_idx" ON "orders" USING btree ("created_at","status","subtotal","cost_total","payment_method","user_id");
