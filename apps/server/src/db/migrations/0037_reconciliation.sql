CREATE TABLE "reconciliation_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"day" text NOT NULL,
	"file_lines" integer NOT NULL,
	"ledger_lines" integer NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day_id" uuid NOT NULL,
	"tenant_id" text,
	"kind" text NOT NULL,
	"transaction_id" text,
	"file_line" jsonb,
	"ledger_line" jsonb,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolved_by_email" text,
	"resolution" text
);
--> statement-breakpoint
ALTER TABLE "sandbox_ach_debits" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_paypal_orders" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_day_id_reconciliation_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."reconciliation_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_resolved_by_staff_members_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_days_gateway_day_idx" ON "reconciliation_days" USING btree ("gateway","day");--> statement-breakpoint
CREATE INDEX "reconciliation_items_day_idx" ON "reconciliation_items" USING btree ("day_id");