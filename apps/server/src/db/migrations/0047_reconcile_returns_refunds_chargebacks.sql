ALTER TABLE "payment_disputes" ADD COLUMN "evidence_failed_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD COLUMN "evidence_next_try_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_disputes" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_ach_credits" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_ach_debits" ADD COLUMN "late_return_code" text;--> statement-breakpoint
ALTER TABLE "sandbox_ach_debits" ADD COLUMN "late_return_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_ach_debits" ADD COLUMN "closes_before_refund" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_paypal_orders" ADD COLUMN "echeck_never_clears" boolean DEFAULT false NOT NULL;