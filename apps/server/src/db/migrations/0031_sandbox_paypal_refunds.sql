CREATE TABLE "sandbox_paypal_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"capture_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"completes_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_paypal_refunds_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "sandbox_paypal_orders" ADD COLUMN "echeck_refunds" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sandbox_paypal_refunds_capture_idx" ON "sandbox_paypal_refunds" USING btree ("capture_id");