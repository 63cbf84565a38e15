// Tables of lti (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampTz } from '../db/columns';

/**
 * Single-use values of the LTI exchanges (OAuth 1.0a nonces, OIDC launch hints, client-assertion
 * jti): a value is inserted once, and a second insert of the same (scope, value) fails, which is
 * how a replay is refused. Rows are kept until they expire; the timestamp window makes older
 * values useless anyway (docs/decisions/0012-lti.md).
 */
export const ltiNonces = pgTable(
  'lti_nonces',
  {
    scope: text('scope').notNull(),
    value: text('value').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.value] }),
    index('lti_nonces_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * The built-in demo course tool's own state (apps/server/src/lti/demo-tool): OIDC login states
 * and learner sessions, as a separate site would keep them. Opaque to the portal.
 */
export const demoToolSessions = pgTable('demo_tool_sessions', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
});

// Transcripts, prior credit and admissions review (docs/transcripts.md).
