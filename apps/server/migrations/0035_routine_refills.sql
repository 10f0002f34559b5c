CREATE TABLE "routine_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"routine_id" uuid NOT NULL,
	"item_id" uuid,
	"order_id" uuid,
	"due_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routine_reminders_kind" CHECK ("routine_reminders"."kind" in ('refill', 'follow_up'))
);
--> statement-breakpoint
ALTER TABLE "routine_items" ADD COLUMN "per_use" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "routine_items" ADD COLUMN "uses_per_day" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "routines" ADD COLUMN "duration_days" smallint;--> statement-breakpoint
ALTER TABLE "routine_reminders" ADD CONSTRAINT "routine_reminders_routine_id_routines_id_fk" FOREIGN KEY ("routine_id") REFERENCES "public"."routines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_reminders" ADD CONSTRAINT "routine_reminders_item_id_routine_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."routine_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "routine_reminders_refill_unique" ON "routine_reminders" USING btree ("item_id","order_id") WHERE "routine_reminders"."kind" = 'refill';--> statement-breakpoint
CREATE UNIQUE INDEX "routine_reminders_follow_up_unique" ON "routine_reminders" USING btree ("routine_id") WHERE "routine_reminders"."kind" = 'follow_up';--> statement-breakpoint
ALTER TABLE "routine_items" ADD CONSTRAINT "routine_items_usage_amounts" CHECK (("routine_items"."per_use" is null) = ("routine_items"."uses_per_day" is null));--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_duration_range" CHECK ("routines"."duration_days" is null or "routines"."duration_days" between 7 and 365);