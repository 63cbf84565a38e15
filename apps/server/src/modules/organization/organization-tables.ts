// Tables of organization (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ProgramEntry } from '@portal/domain/catalog/catalog-entry';

// Organisation data is the provider's, shared by every tenant (docs/product/entities.md "Organisation data").
export const institutions = pgTable('institutions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const schools = pgTable('schools', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  institutionId: integer('institution_id').references(() => institutions.id),
});

export const employers = pgTable('employers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  institutionId: integer('institution_id').references(() => institutions.id),
});

/** Which degree programs an employer's staff may enrol in. */
export const employerDegreePrograms = pgTable(
  'employer_degree_programs',
  {
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    degreeProgramId: integer('degree_program_id')
      .notNull()
      .references(() => degreePrograms.id),
  },
  (t) => [primaryKey({ columns: [t.employerId, t.degreeProgramId] })],
);

export const degreePrograms = pgTable('degree_programs', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  schoolId: integer('school_id')
    .notNull()
    .references(() => schools.id),
  enrollmentCode: text('enrollment_code').notNull().unique(),
  priceCents: integer('price_cents').notNull(),
  /** Its Spanish name and description, null while none is written (docs/catalog-editing.md). */
  es: jsonb('es').$type<NonNullable<ProgramEntry['es']>>(),
});

/**
 * Promotion codes, shared by every tenant like the rest of the organisation data; edited as
 * catalog entries, known there by `id` (docs/catalog-editing.md "Promotions"). A learner names one by
 * its code.
 */
export const promotions = pgTable('promotions', {
  code: text('code').primaryKey(),
  // The catalog's sequence (catalog-tables.ts), named here without importing it: that file names
  // this one's programs.
  id: integer('id')
    .notNull()
    .unique()
    .default(sql`nextval('catalog_promotion_ids')`),
  kind: text('kind').notNull(), // PROMOTION_KINDS
  percentOff: integer('percent_off'),
  deferredDays: integer('deferred_days'),
});

/** docs/product/entities.md organisation data: the transcript partners a student's transcripts may go to. */
export const transcriptPartners = pgTable('transcript_partners', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  website: text('website').notNull(),
});
