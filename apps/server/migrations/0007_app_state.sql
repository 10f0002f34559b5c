-- One row a key of facts about the installation; `demo_seed` marks demo data committed whole (ADR 0016).
CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
