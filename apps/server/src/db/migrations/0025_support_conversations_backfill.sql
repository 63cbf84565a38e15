-- Support requests become conversations (docs/support.md): every request sent before this
-- migration gets its text as the conversation's first message, written by the student when they
-- sent it. Nothing is removed: support_requests.message keeps the text as well. A request gets a
-- first message only if it has none, so running this again adds nothing.
UPDATE "support_requests" r SET "last_message_at" = r."created_at"
WHERE NOT EXISTS (SELECT 1 FROM "support_messages" m WHERE m."conversation_id" = r."id");--> statement-breakpoint
INSERT INTO "support_messages" ("conversation_id", "tenant_id", "author", "body", "created_at")
SELECT r."id", r."tenant_id", 'student', r."message", r."created_at"
FROM "support_requests" r
WHERE NOT EXISTS (SELECT 1 FROM "support_messages" m WHERE m."conversation_id" = r."id")
ORDER BY r."id";
