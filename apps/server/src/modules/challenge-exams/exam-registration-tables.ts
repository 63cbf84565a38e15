// Tables of challenge-exams (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from '../../db/columns';
import { orders } from '../orders/order-tables';
import { users } from '../users/user-tables';

/**
 * The registration of a paid (or free) challenge exam with the proctoring service, one per exam
 * order, in the exam registration statuses (docs/product/entities.md). Written with the order's success; moved by the
 * register-challenge-exams job (modules/challenge-exams/register-challenge-exams.ts).
 */
export const examRegistrations = pgTable(
  'exam_registrations',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(), // EXAM_REGISTRATION_STATUSES
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
    /** The registrar's message to the student with a decision (docs/staff-console.md). */
    decisionMessage: text('decision_message'),
  },
  (t) => [
    // Also the registrar's queue, oldest first (docs/staff-console.md).
    index('exam_registrations_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'REGISTRATION_PENDING'`),
    // The registrar's queue by tenant, then age (the order id breaks ties).
    index('exam_registrations_pending_tenant_idx')
      .on(t.tenantId, t.createdAt, t.orderId)
      .where(sql`status = 'REGISTRATION_PENDING'`),
  ],
);
