// Tables of transcripts (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';
import { products } from '../catalog/catalog-tables';
import { users } from '../users/user-tables';

export interface TranscriptCourseSnapshot {
  courseId: number;
  productId: number;
  courseName: string;
  courseCode: string;
}

export interface TranscriptAddressSnapshot {
  addressType: 'transcript';
  address1: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
}

/**
 * A transcript request and where it is: REQUESTED -> SENT -> RECEIVED -> POSTED, moved by the
 * transcript exchange when `next_move_at` comes (CANCELLED by the student before it is sent).
 * The recipient and the courses are kept as they were asked for. One request per idempotency key,
 * so a double click sends once.
 */
export const transcriptRequests = pgTable(
  'transcript_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    destination: text('destination').notNull(),
    recipientName: text('recipient_name').notNull(),
    /**
     * The institution a TARGET_INSTITUTION request goes to (null for the other destinations): the
     * partner school it names reads it in its console (docs/staff-console.md "Partner schools").
     */
    institutionId: integer('institution_id'),
    address: jsonb('address').$type<TranscriptAddressSnapshot>(),
    courses: jsonb('courses').$type<TranscriptCourseSnapshot[]>().notNull(),
    status: text('status').notNull().default('REQUESTED'),
    requestedAt: timestampTz('requested_at').notNull(),
    sentAt: timestampTz('sent_at'),
    receivedAt: timestampTz('received_at'),
    postedAt: timestampTz('posted_at'),
    cancelledAt: timestampTz('cancelled_at'),
    /** When the exchange makes the next move; null once posted or cancelled. */
    nextMoveAt: timestampTz('next_move_at'),
  },
  (t) => [
    uniqueIndex('transcript_requests_key_idx').on(t.tenantId, t.userId, t.idempotencyKey),
    index('transcript_requests_user_idx').on(t.tenantId, t.userId, t.id),
    // The transcripts sent to a partner school, at each of its steps.
    index('transcript_requests_institution_idx').on(t.institutionId, t.tenantId, t.status, t.id),
    index('transcript_requests_due_idx')
      .on(t.nextMoveAt)
      .where(sql`next_move_at is not null`),
    // The registrar's queues, one per step, by age or by tenant then age (docs/staff-console.md).
    index('transcript_requests_requested_queue_idx')
      .on(t.requestedAt, t.id)
      .where(sql`status = 'REQUESTED'`),
    index('transcript_requests_requested_tenant_queue_idx')
      .on(t.tenantId, t.requestedAt, t.id)
      .where(sql`status = 'REQUESTED'`),
    index('transcript_requests_sent_queue_idx')
      .on(t.sentAt, t.id)
      .where(sql`status = 'SENT'`),
    index('transcript_requests_sent_tenant_queue_idx')
      .on(t.tenantId, t.sentAt, t.id)
      .where(sql`status = 'SENT'`),
    index('transcript_requests_received_queue_idx')
      .on(t.receivedAt, t.id)
      .where(sql`status = 'RECEIVED'`),
    index('transcript_requests_received_tenant_queue_idx')
      .on(t.tenantId, t.receivedAt, t.id)
      .where(sql`status = 'RECEIVED'`),
  ],
);

/**
 * A request for prior credit on one course of the program, with the evidence named. The sandbox
 * reviewer grants it when `review_at` comes, or a registrar grants or denies it on a tenant with
 * staff review; a grant makes the course PRIOR_CREDIT. One request per course and student.
 */
export const priorCreditRequests = pgTable(
  'prior_credit_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    source: text('source').notNull(),
    reference: text('reference').notNull(),
    status: text('status').notNull().default('PENDING'),
    requestedAt: timestampTz('requested_at').notNull(),
    reviewAt: timestampTz('review_at'),
    decidedAt: timestampTz('decided_at'),
    /** The registrar's message to the student with the decision (docs/staff-console.md). */
    decisionMessage: text('decision_message'),
  },
  (t) => [
    uniqueIndex('prior_credit_user_product_idx').on(t.tenantId, t.userId, t.productId),
    index('prior_credit_review_idx')
      .on(t.reviewAt)
      .where(sql`status = 'PENDING'`),
    // The registrar's queue, by age or by tenant then age (docs/staff-console.md).
    index('prior_credit_queue_idx')
      .on(t.requestedAt, t.id)
      .where(sql`status = 'PENDING'`),
    index('prior_credit_tenant_queue_idx')
      .on(t.tenantId, t.requestedAt, t.id)
      .where(sql`status = 'PENDING'`),
  ],
);

/**
 * A student's request for an admissions review; one per student (a second answers the first).
 * REQUESTED until a registrar admits (ADMITTED) or declines (DECLINED) it on a tenant with staff
 * review; a sandbox tenant's stays REQUESTED (docs/transcripts.md "Admissions review").
 */
export const admissionsRequests = pgTable(
  'admissions_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('REQUESTED'),
    /** The completed courses the review was asked on. */
    courses: jsonb('courses').$type<TranscriptCourseSnapshot[]>().notNull(),
    requestedAt: timestampTz('requested_at').notNull(),
    decidedAt: timestampTz('decided_at'),
    /** The registrar's message to the student with the decision (docs/staff-console.md). */
    decisionMessage: text('decision_message'),
  },
  (t) => [
    uniqueIndex('admissions_requests_user_idx').on(t.tenantId, t.userId),
    // The registrar's queue, by age or by tenant then age (docs/staff-console.md).
    index('admissions_requests_queue_idx')
      .on(t.requestedAt, t.id)
      .where(sql`status = 'REQUESTED'`),
    index('admissions_requests_tenant_queue_idx')
      .on(t.tenantId, t.requestedAt, t.id)
      .where(sql`status = 'REQUESTED'`),
  ],
);
