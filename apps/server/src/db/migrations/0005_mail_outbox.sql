CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid,
	"sender" text NOT NULL,
	"recipients" text[] NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"raw" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_tenant_idx" ON "mail_outbox" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_waiting_idx" ON "mail_outbox" USING btree ("id") WHERE status = 'waiting';