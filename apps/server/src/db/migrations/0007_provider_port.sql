DROP INDEX "payment_attempts_one_success_idx";--> statement-breakpoint
-- Attempts take the providers' normalised statuses (payments/payment-provider.ts). Written by hand.
UPDATE "payment_attempts" SET "status" = CASE
  WHEN "status" = 'FAIL' THEN 'FAILED'
  WHEN "payment_method" = 'CREDIT_CARD' AND "amount_cents" = 0 THEN 'AUTHORIZED'
  ELSE 'CAPTURED' END
WHERE "status" IN ('SUCCESS', 'FAIL');--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider_data" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_charges" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_charges" ADD COLUMN "card_type" text;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_charges" ADD COLUMN "last_four" text;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_charges" ADD COLUMN "expires_on" text;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_charges" ADD COLUMN "stored_result_code" integer;--> statement-breakpoint
CREATE INDEX "sandbox_gateway_charges_pnref_idx" ON "sandbox_gateway_charges" USING btree ("pnref");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_success_idx" ON "payment_attempts" USING btree ("order_id") WHERE status in ('AUTHORIZED', 'CAPTURED', 'PROCESSING');