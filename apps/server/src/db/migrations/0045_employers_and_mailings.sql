CREATE TABLE "access_code_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"employer_id" integer NOT NULL,
	"degree_program_id" integer NOT NULL,
	"count" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_learner_mailings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"schedule" jsonb NOT NULL,
	"recipients" text[] NOT NULL,
	"sent_through" date,
	"last_sent_at" timestamp with time zone,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prepaid_tokens" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "prepaid_tokens" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prepaid_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_code_batches" ADD CONSTRAINT "access_code_batches_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_code_batches" ADD CONSTRAINT "access_code_batches_degree_program_id_degree_programs_id_fk" FOREIGN KEY ("degree_program_id") REFERENCES "public"."degree_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_code_batches_employer_idx" ON "access_code_batches" USING btree ("tenant_id","employer_id","created_at");--> statement-breakpoint
ALTER TABLE "prepaid_tokens" ADD CONSTRAINT "prepaid_tokens_batch_id_access_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."access_code_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prepaid_tokens_batch_idx" ON "prepaid_tokens" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "prepaid_tokens_used_idx" ON "prepaid_tokens" USING btree ("tenant_id","used_at");