CREATE INDEX "subscription_charges_captured_completed_idx" ON "subscription_charges" USING btree ("completed_at","tenant_id","amount_cents") WHERE status = 'CAPTURED';--> statement-breakpoint
CREATE INDEX "subscription_charges_declined_idx" ON "subscription_charges" USING btree ("subscription_id","period") WHERE status = 'FAILED';--> statement-breakpoint
CREATE INDEX "payment_disputes_opened_idx" ON "payment_disputes" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_paid_completed_idx" ON "payment_attempts" USING btree ("completed_at") WHERE status in ('AUTHORIZED', 'CAPTURED', 'PROCESSING');--> statement-breakpoint
CREATE INDEX "refunds_given_back_idx" ON "refunds" USING btree ("completed_at") WHERE status in ('REFUNDED', 'PROCESSING');