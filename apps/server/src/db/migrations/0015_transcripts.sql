CREATE TABLE "admissions_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"courses" jsonb NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prior_credit_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"review_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transcript_partners" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcript_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"destination" text NOT NULL,
	"recipient_name" text NOT NULL,
	"address" jsonb,
	"courses" jsonb NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"posted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"next_move_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admissions_requests" ADD CONSTRAINT "admissions_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prior_credit_requests" ADD CONSTRAINT "prior_credit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prior_credit_requests" ADD CONSTRAINT "prior_credit_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_requests" ADD CONSTRAINT "transcript_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admissions_requests_user_idx" ON "admissions_requests" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prior_credit_user_product_idx" ON "prior_credit_requests" USING btree ("tenant_id","user_id","product_id");--> statement-breakpoint
CREATE INDEX "prior_credit_review_idx" ON "prior_credit_requests" USING btree ("review_at") WHERE status = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "transcript_requests_key_idx" ON "transcript_requests" USING btree ("tenant_id","user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "transcript_requests_user_idx" ON "transcript_requests" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "transcript_requests_due_idx" ON "transcript_requests" USING btree ("next_move_at") WHERE next_move_at is not null;