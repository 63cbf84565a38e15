CREATE TABLE "demo_tool_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_nonces" (
	"scope" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lti_nonces_scope_value_pk" PRIMARY KEY("scope","value")
);
--> statement-breakpoint
ALTER TABLE "coursework_enrollments" ADD COLUMN "grade_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "provider" text DEFAULT 'MOODLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "modules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "lti_nonces_expiry_idx" ON "lti_nonces" USING btree ("expires_at");