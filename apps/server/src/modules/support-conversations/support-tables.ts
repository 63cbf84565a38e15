// Support requests and their conversations (docs/support.md, docs/staff-console.md "Support
// conversations"). A request is the conversation; its text is the first message.
import { bigint, bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SupportStatus } from '@portal/domain/support/support-conversation';
import { createdAt, timestampTz } from '../../db/columns';
import { staffMembers } from '../staff-auth/staff-tables';
import { users } from '../users/user-tables';

/**
 * One support request of a signed-in student (POST /user-api/users/supportrequest), and the
 * conversation it opens. `message` keeps the request's text as it was sent; the thread is in
 * support_messages, starting with that same text.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    status: text('status').$type<SupportStatus>().notNull().default('open'),
    /** The member who works it; null while unassigned (or when their account is removed). */
    assigneeStaffId: uuid('assignee_staff_id').references(() => staffMembers.id, {
      onDelete: 'set null',
    }),
    /** When the newest message was written, by either side. */
    lastMessageAt: timestampTz('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    index('support_requests_user_idx').on(t.tenantId, t.userId),
    // The inbox (support-inbox-queries.ts): each filter combination walks one of these in
    // created_at order, so a page costs its rows, not the table.
    index('support_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    index('support_requests_tenant_status_created_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    index('support_requests_assignee_status_created_idx').on(
      t.assigneeStaffId,
      t.status,
      t.createdAt,
      t.id,
    ),
    index('support_requests_created_idx').on(t.createdAt, t.id),
    // The same walks for the inbox sorted by the last message (the status filters, open by
    // default, lead; an assignee's list is short enough to sort).
    index('support_requests_status_last_message_idx').on(t.status, t.lastMessageAt, t.id),
    index('support_requests_tenant_status_last_message_idx').on(
      t.tenantId,
      t.status,
      t.lastMessageAt,
      t.id,
    ),
    index('support_requests_last_message_idx').on(t.lastMessageAt, t.id),
  ],
);

/** The messages of a conversation, in the order written (by id). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    author: text('author').$type<'student' | 'staff'>().notNull(),
    /** The member who wrote a staff message; null for the student's. */
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The member's name as it was when they wrote (kept if the account goes). */
    staffName: text('staff_name'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.id)],
);
