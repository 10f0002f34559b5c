ALTER TABLE "bookings" ADD COLUMN "deposit_amount" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_transaction_no" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_deposit_awaiting_idx" ON "bookings" USING btree ("deposit_expires_at") WHERE "bookings"."deposit_status" = 'awaiting';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_complete" CHECK (("bookings"."deposit_status" is null) = ("bookings"."deposit_amount" is null and "bookings"."deposit_expires_at" is null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_status_valid" CHECK ("bookings"."deposit_status" is null or "bookings"."deposit_status" in ('awaiting', 'paid', 'refunding', 'refunded', 'applied', 'kept', 'expired'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_positive" CHECK ("bookings"."deposit_amount" is null or "bookings"."deposit_amount" > 0);