ALTER TABLE "transcript_requests" ADD COLUMN "institution_id" integer;--> statement-breakpoint
CREATE INDEX "transcript_requests_institution_idx" ON "transcript_requests" USING btree ("institution_id","tenant_id","status","id");--> statement-breakpoint
-- Requests sent to a target institution before the column: the institution whose name they kept.
UPDATE "transcript_requests" AS r SET "institution_id" = i."id" FROM "institutions" AS i WHERE r."destination" = 'TARGET_INSTITUTION' AND r."institution_id" IS NULL AND i."name" = r."recipient_name";
