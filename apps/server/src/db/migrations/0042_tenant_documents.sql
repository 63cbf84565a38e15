CREATE TABLE "tenant_documents" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
