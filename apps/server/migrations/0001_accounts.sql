CREATE TYPE "public"."admin_role" AS ENUM('ADMIN', 'SUPPORT', 'CLINIC');--> statement-breakpoint
CREATE TYPE "public"."otp_purpose" AS ENUM('verify', 'reset');--> statement-breakpoint
CREATE TYPE "public"."principal_kind" AS ENUM('user', 'admin', 'doctor');--> statement-breakpoint
CREATE TYPE "public"."upload_purpose" AS ENUM('avatar', 'product', 'review', 'promotion', 'clinic', 'doctor', 'chat');--> statement-breakpoint
CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "admin_role" NOT NULL,
	"avatar" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"email" text PRIMARY KEY NOT NULL,
	"purpose" "otp_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_codes_attempts_range" CHECK ("otp_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"avatar" jsonb,
	"google_id" text,
	"password_hash" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_has_credential" CHECK ("users"."password_hash" is not null or "users"."google_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" jsonb NOT NULL,
	"banners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"working_hours" jsonb NOT NULL,
	"holidays" text[] DEFAULT '{}'::text[] NOT NULL,
	"average_rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text NOT NULL,
	"avatar" jsonb,
	"about" text DEFAULT '' NOT NULL,
	"specialty" text NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"fees" integer NOT NULL,
	"duration" integer DEFAULT 30 NOT NULL,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"holidays" text[] DEFAULT '{}'::text[] NOT NULL,
	"average_rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_duration_allowed" CHECK ("doctors"."duration" in (15, 30, 45, 60)),
	CONSTRAINT "doctors_experience_range" CHECK ("doctors"."experience" between 0 and 70),
	CONSTRAINT "doctors_fees_positive" CHECK ("doctors"."fees" >= 1)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"transport" text NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"url" text NOT NULL,
	"type" text NOT NULL,
	"purpose" "upload_purpose" NOT NULL,
	"owner_kind" "principal_kind" NOT NULL,
	"owner_id" uuid NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_type_known" CHECK ("uploads"."type" in ('image', 'audio'))
);
--> statement-breakpoint
ALTER TABLE "reset_tokens" ADD CONSTRAINT "reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_username_unique" ON "admins" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "reset_tokens_hash_unique" ON "reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "reset_tokens_user_idx" ON "reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_id_unique" ON "users" USING btree ("google_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clinics_admin_unique" ON "clinics" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clinics_name_unique" ON "clinics" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "clinics_slug_unique" ON "clinics" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "clinics_email_unique" ON "clinics" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_email_unique" ON "doctors" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_slug_unique" ON "doctors" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "doctors_clinic_idx" ON "doctors" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_public_id_unique" ON "uploads" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_kind","owner_id");