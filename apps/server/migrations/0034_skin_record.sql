ALTER TYPE "public"."upload_purpose" ADD VALUE 'diary';--> statement-breakpoint
CREATE TABLE "skin_diary_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skin_diary_note_length" CHECK (char_length("skin_diary_entries"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "skin_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"text" text NOT NULL,
	"avoid" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skin_notes_text_length" CHECK (char_length("skin_notes"."text") between 2 and 300)
);
--> statement-breakpoint
CREATE TABLE "skin_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"quiz_version" smallint NOT NULL,
	"skin_type" text NOT NULL,
	"concerns" text[] NOT NULL,
	"avoid" text[] NOT NULL,
	"see_doctor" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skin_shares" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skin_diary_entries" ADD CONSTRAINT "skin_diary_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_notes" ADD CONSTRAINT "skin_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_notes" ADD CONSTRAINT "skin_notes_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_notes" ADD CONSTRAINT "skin_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_profiles" ADD CONSTRAINT "skin_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_shares" ADD CONSTRAINT "skin_shares_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skin_shares" ADD CONSTRAINT "skin_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skin_diary_user_date_idx" ON "skin_diary_entries" USING btree ("user_id","entry_date","created_at");--> statement-breakpoint
CREATE INDEX "skin_notes_user_idx" ON "skin_notes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "skin_notes_booking_idx" ON "skin_notes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "skin_shares_user_idx" ON "skin_shares" USING btree ("user_id");