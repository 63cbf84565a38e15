CREATE TABLE "sandbox_paypal_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"create_request_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"failing_instrument" boolean DEFAULT false NOT NULL,
	"capture_request_id" text,
	"capture_id" text,
	"capture_status" text,
	"captures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_paypal_orders_create_request_id_unique" UNIQUE("create_request_id")
);
