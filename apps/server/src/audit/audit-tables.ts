// The audit log (docs/staff-console.md "Audit log"): append-only, each entry chained to the one
// before by a hash, so an edited or removed row breaks the chain.
import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from '../db/columns';

export const auditLog = pgTable(
  'audit_log',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    at: timestampTz('at').notNull(),
    /** The staff member who acted, or null when nobody was signed in (a failed sign-in). */
    actorStaffId: text('actor_staff_id'),
    /** The e-mail the actor gave or signed in with, kept as written at the time. */
    actorEmail: text('actor_email'),
    address: text('address').notNull(),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The tenant of a subject that lives on one (a student); null for staff. */
    tenantId: text('tenant_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  // The staff console's search (docs/staff-console.md "Audit log") reads newest first, by `seq`:
  // each filter has an index ending in `seq`, so a page of one filter is a short walk of its index.
  (t) => [
    index('audit_log_subject_idx').on(t.subjectKind, t.subjectId, t.seq),
    index('audit_log_tenant_idx').on(t.tenantId, t.seq),
    index('audit_log_actor_idx').on(t.actorEmail, t.seq),
    index('audit_log_action_idx').on(t.action, t.seq),
    index('audit_log_at_idx').on(t.at),
  ],
);
