CREATE TABLE "sandbox_ach_debits" (
	"request_id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"trace" text NOT NULL,
	"mandate" text NOT NULL,
	"last_four" text NOT NULL,
	"outcome" text NOT NULL,
	"answers_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_ach_debits_mandate_idx" ON "sandbox_ach_debits" USING btree ("mandate");