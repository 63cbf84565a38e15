CREATE TABLE "gateway_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"tenant_id" text,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "payment_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"gateway_dispute_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"access_suspended" boolean DEFAULT false NOT NULL,
	"access_expires_at_before" timestamp with time zone,
	"evidence" jsonb,
	"responded_at" timestamp with time zone,
	"responded_by" uuid,
	"responded_by_email" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_responded_by_staff_members_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_webhook_events_event_idx" ON "gateway_webhook_events" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE INDEX "gateway_webhook_events_waiting_idx" ON "gateway_webhook_events" USING btree ("received_at") WHERE processed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_disputes_gateway_idx" ON "payment_disputes" USING btree ("gateway","gateway_dispute_id");--> statement-breakpoint
CREATE INDEX "payment_disputes_tenant_idx" ON "payment_disputes" USING btree ("tenant_id","status","respond_by");--> statement-breakpoint
CREATE INDEX "payment_attempts_pnref_idx" ON "payment_attempts" USING btree ("pnref");