CREATE TABLE "outbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"provider_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbound_messages_channel_valid" CHECK ("outbound_messages"."channel" in ('sms', 'zalo')),
	CONSTRAINT "outbound_messages_status_valid" CHECK ("outbound_messages"."status" in ('sending', 'sent', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_messages_once" ON "outbound_messages" USING btree ("subject_id","purpose","channel");--> statement-breakpoint
CREATE INDEX "outbound_messages_provider_idx" ON "outbound_messages" USING btree ("channel","provider_id");