ALTER TABLE "admissions_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admissions_requests" ADD COLUMN "decision_message" text;--> statement-breakpoint
CREATE INDEX "admissions_requests_queue_idx" ON "admissions_requests" USING btree ("requested_at","id") WHERE status = 'REQUESTED';