ALTER TABLE "tenant_documents" ADD COLUMN "logo" "bytea";--> statement-breakpoint
ALTER TABLE "tenant_documents" ADD COLUMN "logo_type" text;