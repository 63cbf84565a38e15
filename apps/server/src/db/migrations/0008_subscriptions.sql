CREATE TABLE "subscription_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"period" integer,
	"amount_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"instrument_reference" text,
	"idempotency_key" text,
	"status" text NOT NULL,
	"transaction_id" text,
	"error_code" text,
	"brand" text,
	"last_four" text,
	"provider_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"plan_name" text NOT NULL,
	"periodicity" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"anchor_at" timestamp with time zone NOT NULL,
	"anchor_period" integer DEFAULT 0 NOT NULL,
	"next_period" integer NOT NULL,
	"next_payment_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"debt_cents" integer DEFAULT 0 NOT NULL,
	"payment_method" text NOT NULL,
	"instrument_reference" text NOT NULL,
	"brand" text,
	"last_four" text,
	"expires_on" text,
	"expiry_warned_for" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_charges_subscription_idx" ON "subscription_charges" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_key_idx" ON "subscription_charges" USING btree ("subscription_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_one_open_idx" ON "subscription_charges" USING btree ("subscription_id") WHERE status in ('IN_FLIGHT', 'UNKNOWN');--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_one_paid_idx" ON "subscription_charges" USING btree ("subscription_id","period") WHERE status in ('AUTHORIZED', 'CAPTURED', 'PROCESSING') and period is not null;--> statement-breakpoint
CREATE INDEX "subscription_charges_open_idx" ON "subscription_charges" USING btree ("created_at") WHERE status in ('IN_FLIGHT', 'UNKNOWN');--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_payment_at") WHERE next_payment_at is not null;