CREATE TABLE "vnpay_payments" (
	"txn_ref" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "stripe_sessions_order_unique";--> statement-breakpoint
ALTER TABLE "stripe_sessions" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vnpay_payments" ADD CONSTRAINT "vnpay_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vnpay_payments_order_idx" ON "vnpay_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stripe_sessions_order_idx" ON "stripe_sessions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_sessions_current_unique" ON "stripe_sessions" USING btree ("order_id") WHERE "stripe_sessions"."replaced_at" is null;