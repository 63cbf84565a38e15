// Tables of catalog (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CatalogEntryKind,
  CategoryEntry,
  CourseEntry,
  PlanEntry,
} from '@portal/domain/catalog/catalog-entry';
import { createdAt, timestampTz } from '../../db/columns';
import { degreePrograms } from '../organization/organization-tables';

/** Categories and, with a parent, their subcategories (docs/product/screens-and-routes.md catalog routes). */
export const catalogCategories = pgTable(
  'catalog_categories',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    parentId: integer('parent_id'),
    description: text('description').notNull().default(''),
    /** Its Spanish texts, null while none is written (docs/catalog-editing.md "Spanish texts"). */
    es: jsonb('es').$type<NonNullable<CategoryEntry['es']>>(),
  },
  (t) => [index('catalog_categories_parent_idx').on(t.parentId)],
);

/** One gradeable module of a course at its provider; `idNumber` is Moodle's module idnumber. */
export interface CourseModule {
  idNumber: string;
  title: string;
}

/** What a course page shows beside its description (docs/product/entities.md course info tabs). */
export interface ProductDetails {
  credits?: number;
  topics?: string[];
  prerequisites?: string[];
  courseText?: string;
  gradingCriteria?: { item: string; weightPercent: number }[];
}

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    categoryId: integer('category_id').references(() => catalogCategories.id),
    subcategoryId: integer('subcategory_id').references(() => catalogCategories.id),
    priceCents: integer('price_cents').notNull(),
    description: text('description').notNull().default(''),
    details: jsonb('details').$type<ProductDetails>().notNull().default({}),
    /** A course's Spanish texts, null while none is written (docs/catalog-editing.md "Spanish texts"). */
    es: jsonb('es').$type<NonNullable<CourseEntry['es']>>(),
    /** Who runs the course and launches it over LTI (apps/server/src/lti, docs/lti.md). */
    provider: text('provider').notNull().default('MOODLE'),
    /** The course's gradeable modules at its provider, in order; their count is what a student must complete. */
    modules: jsonb('modules').$type<CourseModule[]>().notNull().default([]),
    /**
     * A challenge-exam product (type 'Challenge exam', docs/challenge-exams.md): the course whose
     * credit passing it earns. At most one exam per course.
     */
    examOfProductId: integer('exam_of_product_id').references((): AnyPgColumn => products.id),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_subcategory_idx').on(t.subcategoryId),
    uniqueIndex('products_code_idx').on(t.code),
    uniqueIndex('products_exam_of_product_idx')
      .on(t.examOfProductId)
      .where(sql`exam_of_product_id is not null`),
  ],
);

/** The courses that make up a degree program. */
export const degreeProgramCourses = pgTable(
  'degree_program_courses',
  {
    degreeProgramId: integer('degree_program_id')
      .notNull()
      .references(() => degreePrograms.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.degreeProgramId, t.productId] })],
);

/**
 * A degree program's payment plan (docs/product/entities.md "Payment plan"): one a program, what
 * its enrolment orders are priced by; edited as catalog entries (docs/catalog-editing.md).
 */
export const paymentPlans = pgTable('payment_plans', {
  id: integer('id').primaryKey(),
  degreeProgramId: integer('degree_program_id')
    .notNull()
    .unique()
    .references(() => degreePrograms.id),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  periodicity: text('periodicity').notNull(),
  /** Its Spanish name, null while none is written. */
  es: jsonb('es').$type<NonNullable<PlanEntry['es']>>(),
});

// Catalog editing (docs/catalog-editing.md): drafts, and the versions publishing makes. An entry is
// a category, a course, a program, a challenge exam, a payment plan or a promotion in the shape of
// the seed's files (packages/domain/src/catalog/catalog-entry.ts), named by its kind and id.

/** A set of drafted entries, published together: one editor's change, an import, an undo. */
export const catalogDrafts = pgTable(
  'catalog_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** draft | scheduled | published | discarded | failed (a scheduled publish that broke a rule). */
    status: text('status').notNull(),
    /** editor | import | seed | undo */
    source: text('source').notNull(),
    createdByStaffId: uuid('created_by_staff_id'),
    createdByEmail: text('created_by_email'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
    /** When the publishing job publishes a scheduled draft, in the name of who scheduled it. */
    publishAt: timestampTz('publish_at'),
    scheduledByStaffId: uuid('scheduled_by_staff_id'),
    scheduledByEmail: text('scheduled_by_email'),
    /** The reason given when scheduling or publishing; the version keeps it. */
    reason: text('reason'),
    versionId: bigint('version_id', { mode: 'number' }),
    /** Why a scheduled publish failed: the problems, as the error body's fields. */
    failure: jsonb('failure').$type<{ field: string; code: string }[]>(),
  },
  (t) => [
    index('catalog_drafts_open_idx')
      .on(t.status, t.updatedAt)
      .where(sql`status in ('draft', 'scheduled', 'failed')`),
    index('catalog_drafts_due_idx')
      .on(t.publishAt)
      .where(sql`status = 'scheduled'`),
  ],
);

export const catalogDraftEntries = pgTable(
  'catalog_draft_entries',
  {
    draftId: uuid('draft_id')
      .notNull()
      .references(() => catalogDrafts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CatalogEntryKind>().notNull(),
    entityId: integer('entity_id').notNull(),
    entry: jsonb('entry').notNull(),
    /** The version that last changed the entry when it was drafted: a later one makes it stale. */
    baseVersion: bigint('base_version', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.draftId, t.kind, t.entityId] }),
    index('catalog_draft_entries_entity_idx').on(t.kind, t.entityId),
  ],
);

/** Every publish is a version: never changed once written, so the history is what happened. */
export const catalogVersions = pgTable('catalog_versions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  draftId: uuid('draft_id').references(() => catalogDrafts.id),
  source: text('source').notNull(),
  publishedAt: timestampTz('published_at').notNull(),
  /** Null for the catalog shipped with the portal (the seed's first import). */
  publishedByStaffId: uuid('published_by_staff_id'),
  publishedByEmail: text('published_by_email'),
  reason: text('reason').notNull(),
  /** An undo: the version it returned an entry from. */
  undoesVersion: bigint('undoes_version', { mode: 'number' }),
});

/** What a version changed: each entry before (null when it created it) and after. */
export const catalogVersionEntries = pgTable(
  'catalog_version_entries',
  {
    versionId: bigint('version_id', { mode: 'number' })
      .notNull()
      .references(() => catalogVersions.id),
    kind: text('kind').$type<CatalogEntryKind>().notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.kind, t.entityId] }),
    index('catalog_version_entries_entity_idx').on(t.kind, t.entityId, t.versionId),
  ],
);

/**
 * Ids of the courses and categories the editor creates, above the seed's (courses 1001-9099,
 * categories 1-59) and below the challenge exams' (a course's id plus 100000).
 */
export const catalogCourseIds = pgSequence('catalog_course_ids', { startWith: 10_001 });
export const catalogCategoryIds = pgSequence('catalog_category_ids', { startWith: 101 });
/** Ids of the challenge exams the editor creates, above the seed's (a course's id plus 100000). */
export const catalogExamIds = pgSequence('catalog_exam_ids', { startWith: 200_001 });
/** Ids of the programs the editor creates, above the seed's (1-99). */
export const catalogProgramIds = pgSequence('catalog_program_ids', { startWith: 101 });
/** Ids of the payment plans the editor creates, above the seed's (a program's id, 1-99). */
export const catalogPlanIds = pgSequence('catalog_plan_ids', { startWith: 101 });
/**
 * Ids of the promotions the editor creates, above the seed's (1-99); the promotions table's own
 * default too (organization-tables.ts), so a row written without one still gets one.
 */
export const catalogPromotionIds = pgSequence('catalog_promotion_ids', { startWith: 101 });
