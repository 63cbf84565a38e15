// The catalog API's answers (docs/product/api-calls.md "Catalog"), written once: the server validates and documents
// its responses with these schemas, the web reads the same shapes. Prices are integer cents.
import { z } from 'zod';

/**
 * An entry's Spanish texts, answered beside its English ones (docs/languages.md "The catalog"):
 * only those written, and no `es` at all when none is. The page picks the text of its language
 * (`fieldIn`), so an answer is the same for every language and caches as one.
 */
export const spanishTextsSchema = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  topics: z.array(z.string()).optional(),
  courseText: z.string().optional(),
});
export type SpanishTexts = z.infer<typeof spanishTextsSchema>;

const es = spanishTextsSchema.optional();

/** A row's stored Spanish texts among `fields`, as an answer carries them: `{ es }`, or nothing. */
export function spanishOf<F extends keyof SpanishTexts>(
  stored: SpanishTexts | null | undefined,
  fields: readonly F[],
): { es?: Pick<SpanishTexts, F> } {
  const written = fields.filter((field) => stored?.[field] !== undefined);
  if (!stored || written.length === 0) return {};
  const texts = Object.fromEntries(written.map((field) => [field, stored[field]]));
  return { es: texts as Pick<SpanishTexts, F> };
}

/**
 * A catalog name with its Spanish beside it, as something that quotes it later keeps it (an
 * order's line, a learner's notice): `fieldIn(named, 'name', language)` picks the one to show.
 */
export interface NamedInSpanish {
  name: string;
  es?: { name?: string | undefined } | null | undefined;
}

export const categoryRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  es,
});

/** A course in a list. */
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
  es,
});

/** A course's details page (docs/product/entities.md course info tabs). */
export const productDetailSchema = productSummarySchema.extend({
  category: categoryRefSchema.nullable(),
  subcategory: categoryRefSchema.nullable(),
  topics: z.array(z.string()),
  prerequisites: z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), es })),
  courseText: z.string(),
  gradingCriteria: z.array(z.object({ item: z.string(), weightPercent: z.number() })),
  /** The tenant's degree programs that contain the course, in the tenant's order. */
  programs: z.array(z.object({ id: z.number(), name: z.string(), es })),
});

/** A category or subcategory as lists show it. */
export const categorySummarySchema = categoryRefSchema.extend({
  description: z.string(),
  parentId: z.number().nullable(),
  courseCount: z.number(),
});

/** GET /catalog-api/categories: the top categories with their subcategories. */
export const topCategorySchema = categorySummarySchema.extend({
  subcategories: z.array(categorySummarySchema),
});

/** GET /catalog-api/categories/{idOrSlug}. */
export const categoryDetailSchema = categorySummarySchema.extend({
  parent: categoryRefSchema.nullable(),
  subcategories: z.array(categorySummarySchema),
  products: z.array(productSummarySchema),
});

export type CategoryRef = z.infer<typeof categoryRefSchema>;
export type ProductSummary = z.infer<typeof productSummarySchema>;
export type ProductDetail = z.infer<typeof productDetailSchema>;
export type CategorySummary = z.infer<typeof categorySummarySchema>;
export type TopCategory = z.infer<typeof topCategorySchema>;
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;
