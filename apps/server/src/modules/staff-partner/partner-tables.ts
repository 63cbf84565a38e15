// Tables of a partner school's console (the drizzle-kit schema is every *-tables.ts file).
import { date, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { MailingSchedule } from '@portal/domain/staff/partner-mailing';
import { timestampTz } from '../../db/columns';

/**
 * A school's scheduled mailing of its learners CSV, one per tenant (docs/staff-console.md
 * "Partner schools"). `sentThrough` is the latest scheduled day whose file has gone (or that
 * saving the schedule counted as gone): the job sends a day's file only past it, moving it in the
 * transaction that queues the mail, so a period gets one file whichever instance runs the job.
 */
export const partnerLearnerMailings = pgTable('partner_learner_mailings', {
  tenantId: text('tenant_id').primaryKey(),
  schedule: jsonb('schedule').$type<MailingSchedule>().notNull(),
  recipients: text('recipients').array().notNull(),
  sentThrough: date('sent_through', { mode: 'string' }),
  lastSentAt: timestampTz('last_sent_at'),
  updatedBy: uuid('updated_by').notNull(),
  updatedAt: timestampTz('updated_at').notNull(),
});
