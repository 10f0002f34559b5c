ALTER TYPE "public"."upload_purpose" ADD VALUE 'return';--> statement-breakpoint
CREATE TABLE "order_return_lines" (
	"return_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_return_lines_quantity_positive" CHECK ("order_return_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"description" text,
	"images" jsonb NOT NULL,
	"goods_value" integer NOT NULL,
	"refund_amount" integer NOT NULL,
	"points_back" integer DEFAULT 0 NOT NULL,
	"points_revoked" integer DEFAULT 0 NOT NULL,
	"voucher_back" boolean DEFAULT false NOT NULL,
	"refund_method" text NOT NULL,
	"bank" jsonb,
	"refund_reference" text,
	"refund_error" text,
	"note" text,
	"decided_by_id" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_returns_code_format" CHECK ("order_returns"."code" ~ '^RT[A-Z0-9]{10}$'),
	CONSTRAINT "order_returns_status_valid" CHECK ("order_returns"."status" in ('requested', 'accepted', 'refunded', 'refused')),
	CONSTRAINT "order_returns_method_valid" CHECK ("order_returns"."refund_method" in ('VNPAY', 'STRIPE', 'BANK_TRANSFER')),
	CONSTRAINT "order_returns_amounts" CHECK ("order_returns"."goods_value" > 0 and "order_returns"."refund_amount" between 0 and "order_returns"."goods_value" and "order_returns"."points_back" >= 0 and "order_returns"."points_revoked" >= 0),
	CONSTRAINT "order_returns_bank_for_transfer" CHECK (("order_returns"."refund_method" = 'BANK_TRANSFER') = ("order_returns"."bank" is not null)),
	CONSTRAINT "order_returns_refunded_at" CHECK (("order_returns"."status" = 'refunded') = ("order_returns"."refunded_at" is not null))
);
--> statement-breakpoint
DROP INDEX "orders_delivered_stats_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_cost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_return_lines_pk" ON "order_return_lines" USING btree ("return_id","order_line_id");--> statement-breakpoint
CREATE INDEX "order_return_lines_line_idx" ON "order_return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_code_unique" ON "order_returns" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_order_unique" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_status_created_idx" ON "order_returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_returns_user_idx" ON "order_returns" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_delivered_stats_idx" ON "orders" USING btree ("delivered_at","subtotal","cost_total","payment_status","voucher_discount","points_discount","returned_amount","returned_cost") WHERE "orders"."status" = 'delivered';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_returned_within" CHECK ("orders"."returned_amount" between 0 and "orders"."subtotal" and "orders"."returned_cost" between 0 and "orders"."cost_total");