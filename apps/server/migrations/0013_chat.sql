CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid NOT NULL,
	"admin_id" uuid,
	"doctor_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_type_valid" CHECK ("conversations"."type" in ('User_Admin', 'User_Doctor')),
	CONSTRAINT "conversations_staff_matches_type" CHECK (("conversations"."type" = 'User_Admin' and "conversations"."admin_id" is not null and "conversations"."doctor_id" is null)
        or ("conversations"."type" = 'User_Doctor' and "conversations"."doctor_id" is not null and "conversations"."admin_id" is null))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"sender_kind" "principal_kind" NOT NULL,
	"sender_id" uuid NOT NULL,
	"receiver_kind" "principal_kind" NOT NULL,
	"receiver_id" uuid NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply_to_id" uuid,
	"status" text DEFAULT 'sent' NOT NULL,
	"read_at" timestamp with time zone,
	"client_id" text,
	"routine_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_status_valid" CHECK ("messages"."status" in ('sent', 'delivered', 'read')),
	CONSTRAINT "messages_content_length" CHECK (char_length("messages"."content") <= 2000),
	CONSTRAINT "messages_attachments_max" CHECK (jsonb_array_length("messages"."attachments") <= 5)
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_reply_to_id_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_user_admin_unique" ON "conversations" USING btree ("user_id","admin_id") WHERE "conversations"."admin_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_user_doctor_unique" ON "conversations" USING btree ("user_id","doctor_id") WHERE "conversations"."doctor_id" is not null;--> statement-breakpoint
CREATE INDEX "conversations_user_updated_idx" ON "conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "conversations_admin_updated_idx" ON "conversations" USING btree ("admin_id","updated_at") WHERE "conversations"."admin_id" is not null;--> statement-breakpoint
CREATE INDEX "conversations_doctor_updated_idx" ON "conversations" USING btree ("doctor_id","updated_at") WHERE "conversations"."doctor_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("conversation_id","sender_kind") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_id_unique" ON "messages" USING btree ("conversation_id","sender_kind","sender_id","client_id") WHERE "messages"."client_id" is not null;