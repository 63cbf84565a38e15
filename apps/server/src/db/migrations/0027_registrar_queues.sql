ALTER TABLE "exam_registrations" ADD COLUMN "decision_message" text;--> statement-breakpoint
ALTER TABLE "prior_credit_requests" ADD COLUMN "decision_message" text;--> statement-breakpoint
CREATE INDEX "prior_credit_queue_idx" ON "prior_credit_requests" USING btree ("requested_at","id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "transcript_requests_requested_queue_idx" ON "transcript_requests" USING btree ("requested_at","id") WHERE status = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "transcript_requests_sent_queue_idx" ON "transcript_requests" USING btree ("sent_at","id") WHERE status = 'SENT';--> statement-breakpoint
CREATE INDEX "transcript_requests_received_queue_idx" ON "transcript_requests" USING btree ("received_at","id") WHERE status = 'RECEIVED';