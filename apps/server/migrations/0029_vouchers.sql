CREATE TABLE "voucher_customers" (
	"voucher_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "voucher_customers_voucher_id_user_id_pk" PRIMARY KEY("voucher_id","user_id"),
	CONSTRAINT "voucher_customers_used_non_negative" CHECK ("voucher_customers"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"shipping_cap" integer,
	"discount" integer NOT NULL,
	"shipping_discount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "voucher_uses_amounts_non_negative" CHECK ("voucher_uses"."discount" >= 0 and "voucher_uses"."shipping_discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" integer,
	"min_order" integer DEFAULT 0 NOT NULL,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"brand_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"per_customer_limit" integer DEFAULT 1 NOT NULL,
	"total_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_format" CHECK ("vouchers"."code" ~ '^[A-Z0-9]{3,20}$'),
	CONSTRAINT "vouchers_kind_valid" CHECK ("vouchers"."kind" in ('amount', 'percent', 'free_shipping')),
	CONSTRAINT "vouchers_amounts_valid" CHECK ("vouchers"."value" >= 0 and "vouchers"."min_order" >= 0 and ("vouchers"."max_discount" is null or "vouchers"."max_discount" > 0)),
	CONSTRAINT "vouchers_dates_ordered" CHECK ("vouchers"."end_date" >= "vouchers"."start_date"),
	CONSTRAINT "vouchers_per_customer_positive" CHECK ("vouchers"."per_customer_limit" >= 1),
	CONSTRAINT "vouchers_used_within_limit" CHECK ("vouchers"."used_count" >= 0 and ("vouchers"."total_limit" is null or "vouchers"."used_count" <= "vouchers"."total_limit"))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_is_sum";--> statement-breakpoint
DROP INDEX "orders_delivered_stats_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_shipping_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_customers" ADD CONSTRAINT "voucher_customers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_customers" ADD CONSTRAINT "voucher_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_uses_order_unique" ON "voucher_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "voucher_uses_voucher_idx" ON "voucher_uses" USING btree ("voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_unique" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "orders_delivered_stats_idx" ON "orders" USING btree ("delivered_at","subtotal","cost_total","payment_status","voucher_discount") WHERE "orders"."status" = 'delivered';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_within" CHECK ("orders"."voucher_discount" between 0 and "orders"."subtotal" and "orders"."voucher_shipping_discount" between 0 and "orders"."shipping_fee");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_is_sum" CHECK ("orders"."total_amount" = "orders"."subtotal" + "orders"."shipping_fee" - "orders"."voucher_discount" - "orders"."voucher_shipping_discount");