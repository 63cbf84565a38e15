import type { Plan } from '@portal/domain/enrollment/enrollment-api';
import type { Periodicity } from '@portal/domain/ledger/periodicity';
import type { paymentPlans } from '../../db/schema';
import { z } from 'zod';
import type { catalogCategories, products } from '../../db/schema';

type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof catalogCategories.$inferSelect;

export const categoryRefSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

/** A course in a list; `price` is integer cents. */
export const productSummarySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  price: z.number().int(),
  credits: z.number(),
  description: z.string(),
  categoryId: z.number().nullable(),
  subcategoryId: z.number().nullable(),
});

export const productDetailSchema = productSummarySchema.extend({
  category: categoryRefSchema.nullable(),
  subcategory: categoryRefSchema.nullable(),
  topics: z.array(z.string()),
  prerequisites: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
  courseText: z.string(),
  gradingCriteria: z.array(z.object({ item: z.string(), weightPercent: z.number() })),
});

export const categorySchema = categoryRefSchema.extend({
  description: z.string(),
  parentId: z.number().nullable(),
  courseCount: z.number(),
});

export const categoryListSchema = z.array(
  categorySchema.extend({ subcategories: z.array(categorySchema) }),
);

export const categoryDetailSchema = categorySchema.extend({
  parent: categoryRefSchema.nullable(),
  subcategories: z.array(categorySchema),
  products: z.array(productSummarySchema),
});

export function productSummary(row: ProductRow): z.infer<typeof productSummarySchema> {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    price: row.priceCents,
    credits: row.details.credits ?? 0,
    description: row.description,
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
  };
}

export const categoryRef = (row: CategoryRow | undefined) =>
  row ? { id: row.id, name: row.name, slug: row.slug } : null;

type PlanRow = typeof paymentPlans.$inferSelect;

/** The Payment plan of SPEC §3; the price in cents. */
export const planView = (row: PlanRow): Plan => ({
  id: row.id,
  degreeProgramId: row.degreeProgramId,
  name: row.name,
  price: row.priceCents,
  periodicity: row.periodicity as Periodicity,
});
