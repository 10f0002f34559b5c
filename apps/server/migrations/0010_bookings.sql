CREATE TYPE "public"."booking_status" AS ENUM('pending', 'confirmed', 'completed', 'cancelled');--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" serial NOT NULL,
	"booking_id" uuid NOT NULL,
	"prev_status" "booking_status",
	"status" "booking_status" NOT NULL,
	"updated_by_id" uuid,
	"updated_by_name" text,
	"updated_by_model" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_model_valid" CHECK ("booking_events"."updated_by_model" in ('User', 'Doctor', 'Clinic', 'System'))
);
--> statement-breakpoint
CREATE TABLE "booking_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"rate" integer NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reviews_kind_valid" CHECK ("booking_reviews"."kind" in ('doctor', 'clinic')),
	CONSTRAINT "booking_reviews_rate_range" CHECK ("booking_reviews"."rate" between 1 and 5),
	CONSTRAINT "booking_reviews_content_length" CHECK (char_length("booking_reviews"."content") between 1 and 250)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"price" integer NOT NULL,
	"patient_name" text NOT NULL,
	"patient_phone" text NOT NULL,
	"patient_email" text NOT NULL,
	"patient_gender" text NOT NULL,
	"patient_date_of_birth" date NOT NULL,
	"patient_address" text NOT NULL,
	"patient_note" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_code_format" CHECK ("bookings"."code" ~ '^BK[A-Z0-9]{10}$'),
	CONSTRAINT "bookings_time_order" CHECK ("bookings"."end_at" > "bookings"."start_at"),
	CONSTRAINT "bookings_price_non_negative" CHECK ("bookings"."price" >= 0),
	CONSTRAINT "bookings_patient_gender_valid" CHECK ("bookings"."patient_gender" in ('male', 'female', 'other')),
	CONSTRAINT "bookings_cancelled_by_valid" CHECK ("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('User', 'Doctor', 'Clinic', 'System')),
	CONSTRAINT "bookings_cancellation_complete" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancelled_by" is not null and "bookings"."cancel_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reviews_booking_kind_unique" ON "booking_reviews" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "booking_reviews_doctor_created_idx" ON "booking_reviews" USING btree ("doctor_id","created_at") WHERE "booking_reviews"."kind" = 'doctor';--> statement-breakpoint
CREATE INDEX "booking_reviews_clinic_created_idx" ON "booking_reviews" USING btree ("clinic_id","created_at") WHERE "booking_reviews"."kind" = 'clinic';--> statement-breakpoint
CREATE INDEX "booking_reviews_user_idx" ON "booking_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_code_unique" ON "bookings" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bookings_doctor_start_idx" ON "bookings" USING btree ("doctor_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_clinic_start_idx" ON "bookings" USING btree ("clinic_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_user_created_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_reminder_due_idx" ON "bookings" USING btree ("start_at") WHERE "bookings"."status" = 'confirmed' and "bookings"."reminded_at" is null;--> statement-breakpoint
-- Decision 22 (no double booking): two live (pending or confirmed) bookings of one doctor whose half-open ranges
-- [start_at, end_at) overlap are refused by the database, whatever the concurrency; back-to-back slots do not
-- overlap. btree_gist (migration 0000) lets the uuid equality share the GiST index with the range.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&)
  WHERE ("status" IN ('pending', 'confirmed'));
