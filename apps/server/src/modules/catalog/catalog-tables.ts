// Tables of catalog (the drizzle-kit schema is every *-tables.ts file; db/schema.ts gathers them).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/** A degree program's payment plan (docs/product/entities.md "Payment plan"). */
export const paymentPlans = pgTable('payment_plans', {
  id: integer('id').primaryKey(),
  degreeProgramId: integer('degree_program_id')
    .notNull()
    .unique()
    .references(() => degreePrograms.id),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  periodicity: text('periodicity').notNull(),
});
