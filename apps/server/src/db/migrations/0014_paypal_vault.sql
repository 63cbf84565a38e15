CREATE TABLE "sandbox_paypal_vault" (
	"id" text PRIMARY KEY NOT NULL,
	"create_request_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"return_url" text,
	"cancel_url" text,
	"vault_id" text,
	"vault_request_id" text,
	"declines_later" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_paypal_vault_create_request_id_unique" UNIQUE("create_request_id"),
	CONSTRAINT "sandbox_paypal_vault_vault_id_unique" UNIQUE("vault_id")
);
--> statement-breakpoint
ALTER TABLE "sandbox_paypal_orders" ALTER COLUMN "return_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_paypal_orders" ALTER COLUMN "cancel_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_paypal_orders" ADD COLUMN "store_in_vault" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_paypal_orders" ADD COLUMN "declines_later" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_paypal_orders" ADD COLUMN "vault_id" text;--> statement-breakpoint
CREATE INDEX "payment_attempts_awaiting_idx" ON "payment_attempts" USING btree ("created_at") WHERE status = 'REQUIRES_ACTION';