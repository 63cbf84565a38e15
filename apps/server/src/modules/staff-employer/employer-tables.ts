// Tables of an employer's console (the drizzle-kit schema is every *-tables.ts file).
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../db/columns';
import { degreePrograms, employers } from '../organization/organization-tables';

/**
 * A batch of access codes an employer's staff generated for one program on their tenant
 * (docs/employers.md). The codes are prepaid tokens naming the batch; the price is the program's
 * when the batch was made, what each redeemed code is billed at.
 */
export const accessCodeBatches = pgTable(
  'access_code_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    degreeProgramId: integer('degree_program_id')
      .notNull()
      .references(() => degreePrograms.id),
    count: integer('count').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** The moment its codes stop working (the day after the last day, 00:00 UTC); null: never. */
    expiresAt: timestampTz('expires_at'),
    /** The staff member who made it, and their e-mail then (the list shows it). */
    createdBy: uuid('created_by').notNull(),
    createdByEmail: text('created_by_email').notNull(),
    createdAt: timestampTz('created_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [index('access_code_batches_employer_idx').on(t.tenantId, t.employerId, t.createdAt)],
);
