ALTER TABLE "products" ADD COLUMN "ingredients" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "skin_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "concerns" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredient_flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_skin_types_idx" ON "products" USING gin ("skin_types");--> statement-breakpoint
CREATE INDEX "products_concerns_idx" ON "products" USING gin ("concerns");