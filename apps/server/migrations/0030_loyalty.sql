CREATE TABLE "loyalty_program" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"earn_step" integer NOT NULL,
	"point_value" integer NOT NULL,
	"max_share_percent" integer NOT NULL,
	"silver_spend" integer NOT NULL,
	"gold_spend" integer NOT NULL,
	"diamond_spend" integer NOT NULL,
	"member_earn_percent" integer NOT NULL,
	"silver_earn_percent" integer NOT NULL,
	"gold_earn_percent" integer NOT NULL,
	"diamond_earn_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_program_one_row" CHECK ("loyalty_program"."id" = 1),
	CONSTRAINT "loyalty_program_valid" CHECK ("loyalty_program"."earn_step" > 0 and "loyalty_program"."point_value" > 0 and "loyalty_program"."max_share_percent" between 1 and 100
          and 0 < "loyalty_program"."silver_spend" and "loyalty_program"."silver_spend" < "loyalty_program"."gold_spend" and "loyalty_program"."gold_spend" < "loyalty_program"."diamond_spend"
          and "loyalty_program"."member_earn_percent" >= 100 and "loyalty_program"."silver_earn_percent" >= 100 and "loyalty_program"."gold_earn_percent" >= 100
          and "loyalty_program"."diamond_earn_percent" >= 100)
);
--> statement-breakpoint
CREATE TABLE "point_balances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_balances_non_negative" CHECK ("point_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "point_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"order_code" text,
	"kind" text NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_entries_kind_valid" CHECK ("point_entries"."kind" in ('earn', 'spend', 'refund', 'revoke')),
	CONSTRAINT "point_entries_points_non_zero" CHECK ("point_entries"."points" <> 0),
	CONSTRAINT "point_entries_balance_non_negative" CHECK ("point_entries"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_is_sum";--> statement-breakpoint
DROP INDEX "orders_delivered_stats_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_entries_user_idx" ON "point_entries" USING btree ("user_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_order_kind_unique" ON "point_entries" USING btree ("order_id","kind","ref") WHERE "point_entries"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_delivered_stats_idx" ON "orders" USING btree ("delivered_at","subtotal","cost_total","payment_status","voucher_discount","points_discount") WHERE "orders"."status" = 'delivered';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_points_within" CHECK ("orders"."points_used" >= 0 and "orders"."points_discount" between 0 and "orders"."subtotal" - "orders"."voucher_discount");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_is_sum" CHECK ("orders"."total_amount" = "orders"."subtotal" + "orders"."shipping_fee" - "orders"."voucher_discount" - "orders"."voucher_shipping_discount" - "orders"."points_discount");