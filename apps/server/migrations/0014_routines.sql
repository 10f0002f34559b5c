CREATE TABLE "routine_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"routine_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"quantity" integer NOT NULL,
	"usage" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "routine_items_quantity_range" CHECK ("routine_items"."quantity" between 1 and 10),
	CONSTRAINT "routine_items_usage_length" CHECK (char_length("routine_items"."usage") between 1 and 300),
	CONSTRAINT "routine_items_position_range" CHECK ("routine_items"."position" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "routines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_title_length" CHECK (char_length("routines"."title") between 2 and 120),
	CONSTRAINT "routines_note_length" CHECK ("routines"."note" is null or char_length("routines"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "routine_items" ADD CONSTRAINT "routine_items_routine_id_routines_id_fk" FOREIGN KEY ("routine_id") REFERENCES "public"."routines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_items" ADD CONSTRAINT "routine_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_items" ADD CONSTRAINT "routine_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "routine_items_position_unique" ON "routine_items" USING btree ("routine_id","position");--> statement-breakpoint
CREATE INDEX "routine_items_product_idx" ON "routine_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "routines_booking_idx" ON "routines" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "routines_user_created_idx" ON "routines" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "routines_created_idx" ON "routines" USING btree ("created_at");