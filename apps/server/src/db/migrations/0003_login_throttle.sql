CREATE TABLE "login_throttles" (
	"tenant_id" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "login_throttles_tenant_id_email_address_pk" PRIMARY KEY("tenant_id","email","address")
);
--> statement-breakpoint
CREATE TABLE "recognised_addresses" (
	"tenant_id" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recognised_addresses_tenant_id_email_address_pk" PRIMARY KEY("tenant_id","email","address")
);
--> statement-breakpoint
CREATE INDEX "login_throttles_window_idx" ON "login_throttles" USING btree ("window_started_at");--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;