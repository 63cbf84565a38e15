ALTER TABLE "payment_attempts" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_charges" ADD COLUMN "settles_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_attempts_unsettled_idx" ON "payment_attempts" USING btree ("created_at") WHERE status = 'CAPTURED' and payment_method = 'CREDIT_CARD' and settled_at is null;--> statement-breakpoint
CREATE INDEX "subscription_charges_unsettled_idx" ON "subscription_charges" USING btree ("created_at") WHERE status = 'CAPTURED' and payment_method = 'CREDIT_CARD' and settled_at is null;