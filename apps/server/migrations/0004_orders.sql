CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" serial NOT NULL,
	"order_id" uuid NOT NULL,
	"prev_status" text,
	"status" text NOT NULL,
	"updated_by_id" uuid,
	"updated_by_name" text,
	"updated_by_model" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_status_valid" CHECK ("order_events"."status" in ('pending', 'processing', 'shipping', 'delivered', 'cancelled') and ("order_events"."prev_status" is null or "order_events"."prev_status" in ('pending', 'processing', 'shipping', 'delivered', 'cancelled'))),
	CONSTRAINT "order_events_model_valid" CHECK ("order_events"."updated_by_model" in ('User', 'Admin', 'System'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"color_name" text,
	"color_code" text,
	"original_price" integer NOT NULL,
	"price" integer NOT NULL,
	"promo_qty" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"line_total" integer NOT NULL,
	"promotion_item_id" uuid,
	"is_reviewed" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_amounts_non_negative" CHECK ("order_lines"."original_price" >= 0 and "order_lines"."price" >= 0 and "order_lines"."line_total" >= 0),
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" >= 1),
	CONSTRAINT "order_lines_promo_qty_range" CHECK ("order_lines"."promo_qty" between 0 and "order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"province_id" integer NOT NULL,
	"province_name" text NOT NULL,
	"district_id" integer NOT NULL,
	"district_name" text NOT NULL,
	"ward_id" text NOT NULL,
	"ward_name" text NOT NULL,
	"note" text,
	"subtotal" integer NOT NULL,
	"discount_total" integer DEFAULT 0 NOT NULL,
	"shipping_fee" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"transaction_id" text,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"payment_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"cancel_reason" text,
	"cancelled_by" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_code_format" CHECK ("orders"."code" ~ '^OD[A-Z0-9]{10}$'),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."subtotal" >= 0 and "orders"."discount_total" >= 0 and "orders"."shipping_fee" >= 0 and "orders"."total_amount" >= 0),
	CONSTRAINT "orders_total_is_sum" CHECK ("orders"."total_amount" = "orders"."subtotal" + "orders"."shipping_fee"),
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('pending', 'processing', 'shipping', 'delivered', 'cancelled')),
	CONSTRAINT "orders_payment_method_valid" CHECK ("orders"."payment_method" in ('COD', 'VNPAY', 'STRIPE')),
	CONSTRAINT "orders_payment_status_valid" CHECK ("orders"."payment_status" in ('unpaid', 'pending', 'paid', 'failed', 'refund_pending', 'refunded')),
	CONSTRAINT "orders_cancelled_by_valid" CHECK ("orders"."cancelled_by" is null or "orders"."cancelled_by" in ('User', 'Admin', 'System')),
	CONSTRAINT "orders_archived_only_cancelled" CHECK ("orders"."archived_at" is null or "orders"."status" = 'cancelled')
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_promotion_item_id_promotion_items_id_fk" FOREIGN KEY ("promotion_item_id") REFERENCES "public"."promotion_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_unique" ON "orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");