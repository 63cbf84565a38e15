// Tables of user-events (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';
import { users } from '../users/user-tables';

/**
 * What a user did that they are shown later (GET /user-events-api/users/events/{type}/previous):
 * USER_LOGIN at each sign-in, with the session it opened.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    sessionId: uuid('session_id'),
    occurredAt: timestampTz('occurred_at').notNull(),
  },
  (t) => [index('user_events_user_type_idx').on(t.tenantId, t.userId, t.type, t.occurredAt)],
);
