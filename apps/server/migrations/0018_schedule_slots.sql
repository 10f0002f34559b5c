-- Periodic tasks (modules/jobs/queue.ts `every`): the last tick each task ran, moved forward by the one process that runs it.
CREATE TABLE "schedule_slots" (
	"name" text PRIMARY KEY NOT NULL,
	"slot" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
