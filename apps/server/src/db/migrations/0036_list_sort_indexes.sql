CREATE INDEX "exam_registrations_pending_tenant_idx" ON "exam_registrations" USING btree ("tenant_id","created_at","order_id") WHERE status = 'REGISTRATION_PENDING';--> statement-breakpoint
CREATE INDEX "support_requests_status_last_message_idx" ON "support_requests" USING btree ("status","last_message_at","id");--> statement-breakpoint
CREATE INDEX "support_requests_tenant_status_last_message_idx" ON "support_requests" USING btree ("tenant_id","status","last_message_at","id");--> statement-breakpoint
CREATE INDEX "support_requests_last_message_idx" ON "support_requests" USING btree ("last_message_at","id");--> statement-breakpoint
CREATE INDEX "admissions_requests_tenant_queue_idx" ON "admissions_requests" USING btree ("tenant_id","requested_at","id") WHERE status = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "prior_credit_tenant_queue_idx" ON "prior_credit_requests" USING btree ("tenant_id","requested_at","id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "transcript_requests_requested_tenant_queue_idx" ON "transcript_requests" USING btree ("tenant_id","requested_at","id") WHERE status = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "transcript_requests_sent_tenant_queue_idx" ON "transcript_requests" USING btree ("tenant_id","sent_at","id") WHERE status = 'SENT';--> statement-breakpoint
CREATE INDEX "transcript_requests_received_tenant_queue_idx" ON "transcript_requests" USING btree ("tenant_id","received_at","id") WHERE status = 'RECEIVED';