ALTER TABLE "outbox" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "request_id" text;