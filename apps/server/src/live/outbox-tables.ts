// Tables of live (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from '../db/columns';

/**
 * Transactional outbox (docs/architecture.md, decision 8): a state change and its live-update event commit
 * together; the relay (src/live, docs/decisions/0010-outbox-relay.md) hands them to every instance.
 * A migration adds a trigger that sends NOTIFY outbox with every insert, to wake the relay.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    subject: text('subject').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    /**
     * Given when the relay claims the event, from outboxPosition, by one claimer at a time: the
     * order in which every instance delivers events, which never skips one that commits late.
     */
    position: bigint('position', { mode: 'number' }),
    dispatchedAt: timestampTz('dispatched_at'),
    /** The id of the request whose change the event announces (X-Request-Id), when one did. */
    requestId: text('request_id'),
    /**
     * The span of the transaction that wrote the event (a W3C `traceparent`), when traces are
     * exported: each relay's delivery span links to it (docs/operations.md "Traces").
     */
    traceParent: text('trace_parent'),
  },
  (t) => [
    index('outbox_user_idx').on(t.tenantId, t.userId, t.id),
    uniqueIndex('outbox_position_idx').on(t.position),
    index('outbox_undispatched_idx')
      .on(t.id)
      .where(sql`position is null`),
    index('outbox_dispatched_at_idx').on(t.dispatchedAt),
  ],
);

/** Numbers the relay's claims (never reset, so pruning old events cannot reuse a position). */
export const outboxPosition = pgSequence('outbox_position');
