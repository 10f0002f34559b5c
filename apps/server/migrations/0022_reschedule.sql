ALTER TABLE "clinics" ADD COLUMN "reschedule_notice_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reschedule_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_reschedule_notice_range" CHECK ("clinics"."reschedule_notice_hours" between 0 and 168);