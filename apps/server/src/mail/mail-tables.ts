// Tables of mail (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from '../db/columns';

/**
 * Mail outbox (docs/architecture.md, decision 9, docs/decisions/0011-mail.md): each message is written
 * with the change that causes it, built once; jobs send it through SMTP, or the local mailbox
 * shows it. Status: waiting (no job yet), queued (a send-mail job has it), sent, failed.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    /** The account the message is about, when there is one. */
    userId: uuid('user_id'),
    sender: text('sender').notNull(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** The RFC 5322 message as built, sent byte for byte. */
    raw: text('raw').notNull(),
    status: text('status').notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
    /** The id of the request that caused the mail (X-Request-Id), when one did. */
    requestId: text('request_id'),
  },
  (t) => [
    index('mail_outbox_tenant_idx').on(t.tenantId, t.id),
    index('mail_outbox_waiting_idx')
      .on(t.id)
      .where(sql`status = 'waiting'`),
  ],
);
