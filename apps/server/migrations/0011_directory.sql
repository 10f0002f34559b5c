CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text,
	"content" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_content_length" CHECK (char_length("contacts"."content") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "doctor_category_scores" (
	"doctor_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"score" real NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "doctor_category_scores_pk" PRIMARY KEY("category_id","doctor_id"),
	CONSTRAINT "doctor_category_scores_range" CHECK ("doctor_category_scores"."score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "doctor_category_scores" ADD CONSTRAINT "doctor_category_scores_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_category_scores" ADD CONSTRAINT "doctor_category_scores_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "doctor_category_scores_doctor_idx" ON "doctor_category_scores" USING btree ("doctor_id");