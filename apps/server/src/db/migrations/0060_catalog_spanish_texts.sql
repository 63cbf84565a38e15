ALTER TABLE "catalog_categories" ADD COLUMN "es" jsonb;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD COLUMN "es" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "es" jsonb;--> statement-breakpoint
ALTER TABLE "degree_programs" ADD COLUMN "es" jsonb;