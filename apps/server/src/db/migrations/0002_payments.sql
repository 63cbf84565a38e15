CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_method" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"promo_code" text,
	"card_type" text,
	"last_four" text,
	"pnref" text,
	"response_code" integer,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"degree_program_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"periodicity" text NOT NULL,
	CONSTRAINT "payment_plans_degree_program_id_unique" UNIQUE("degree_program_id")
);
--> statement-breakpoint
CREATE TABLE "prepaid_tokens" (
	"tenant_id" text NOT NULL,
	"token" text NOT NULL,
	"degree_program_id" integer NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_user_id" uuid,
	"used_for_order_id" uuid,
	CONSTRAINT "prepaid_tokens_tenant_id_token_pk" PRIMARY KEY("tenant_id","token")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"deferred_days" integer
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_degree_program_id_degree_programs_id_fk" FOREIGN KEY ("degree_program_id") REFERENCES "public"."degree_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_tokens" ADD CONSTRAINT "prepaid_tokens_degree_program_id_degree_programs_id_fk" FOREIGN KEY ("degree_program_id") REFERENCES "public"."degree_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_tokens" ADD CONSTRAINT "prepaid_tokens_used_by_user_id_users_id_fk" FOREIGN KEY ("used_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_tokens" ADD CONSTRAINT "prepaid_tokens_used_for_order_id_orders_id_fk" FOREIGN KEY ("used_for_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_key_idx" ON "payment_attempts" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_in_flight_idx" ON "payment_attempts" USING btree ("order_id") WHERE status in ('IN_FLIGHT', 'UNKNOWN');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_success_idx" ON "payment_attempts" USING btree ("order_id") WHERE status = 'SUCCESS';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_enrollment_plan_idx" ON "orders" USING btree ("tenant_id","user_id") WHERE kind = 'ENROLLMENT_PLAN';