CREATE TABLE "sandbox_gateway_disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"transaction_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_gateway_disputes_transaction_idx" ON "sandbox_gateway_disputes" USING btree ("transaction_id");