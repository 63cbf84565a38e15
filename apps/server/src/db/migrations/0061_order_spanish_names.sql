ALTER TABLE "subscriptions" ADD COLUMN "plan_es" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "es" jsonb;