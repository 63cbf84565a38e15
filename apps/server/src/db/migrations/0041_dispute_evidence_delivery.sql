ALTER TABLE "payment_disputes" ADD COLUMN "evidence_delivery" text;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD COLUMN "evidence_delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD COLUMN "evidence_last_failure" text;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_disputes" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
CREATE INDEX "payment_disputes_evidence_waiting_idx" ON "payment_disputes" USING btree ("responded_at") WHERE evidence_delivery = 'WAITING';